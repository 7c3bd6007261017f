<!doctype html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo('charset'); ?>">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php
while (have_posts()) {
    the_post();
    echo '<article id="post-' . get_the_ID() . '"><h1>' . get_the_title() . '</h1>';
    the_content();
    echo '</article>';
}
wp_footer();
?>
</body>
</html>
