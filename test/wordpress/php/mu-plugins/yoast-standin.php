<?php
/*
 * Plugin Name: Yoast SEO stand-in (test harness)
 * Description: The REST surface of Yoast SEO that ai multisite uses: the protected
 * _yoast_wpseo_* post meta, posts' yoast_head_json and the yoast/v1 namespace.
 */

define('AIMS_YOAST_STANDIN', '1.0');

add_action('init', function () {
    $keys = array(
        '_yoast_wpseo_title',
        '_yoast_wpseo_metadesc',
        '_yoast_wpseo_focuskw',
        '_yoast_wpseo_opengraph-title',
        '_yoast_wpseo_opengraph-description',
        '_yoast_wpseo_twitter-title',
        '_yoast_wpseo_twitter-description',
        '_yoast_wpseo_meta-robots-noindex',
        '_yoast_wpseo_primary_category',
    );
    foreach ($keys as $key) {
        register_post_meta('', $key, array(
            'show_in_rest' => true,
            'single' => true,
            'type' => 'string',
            'default' => '',
            'auth_callback' => function () {
                return current_user_can('edit_posts');
            },
        ));
    }
});

/*
 * Like Yoast, every post carries `yoast_head_json`: what Yoast puts in the page's head, the
 * editor's values where set, else the ones it generates ("Title - Site", the excerpt). Text as
 * Yoast's templates leave it (entities and all).
 */
function aims_yoast_head_json($post_id) {
    $site = get_bloginfo('name');
    $generated_title = get_the_title($post_id) . ' - ' . $site;
    $title = get_post_meta($post_id, '_yoast_wpseo_title', true) ?: $generated_title;
    $excerpt = wp_strip_all_tags(get_the_excerpt($post_id));
    $json = array(
        'title' => $title,
        'og_title' => get_post_meta($post_id, '_yoast_wpseo_opengraph-title', true) ?: $title,
        'og_description' => get_post_meta($post_id, '_yoast_wpseo_opengraph-description', true) ?: $excerpt,
    );
    $description = get_post_meta($post_id, '_yoast_wpseo_metadesc', true);
    if ($description) {
        $json['description'] = $description;
    }
    return $json;
}

add_action('rest_api_init', function () {
    register_rest_field('post', 'yoast_head_json', array(
        'get_callback' => function ($post) {
            return aims_yoast_head_json($post['id']);
        },
        'schema' => array('type' => 'object', 'context' => array('view', 'edit', 'embed'), 'readonly' => true),
    ));

    register_rest_route('yoast/v1', '/get_head', array(
        'methods' => 'GET',
        'permission_callback' => '__return_true',
        'args' => array('url' => array('type' => 'string', 'required' => true)),
        'callback' => function (WP_REST_Request $request) {
            $url = (string) $request['url'];
            $post_id = url_to_postid($url);
            $title = get_bloginfo('name');
            $description = get_bloginfo('description');
            if ($post_id) {
                $title = get_post_meta($post_id, '_yoast_wpseo_title', true) ?: get_the_title($post_id);
                $description = get_post_meta($post_id, '_yoast_wpseo_metadesc', true);
            }
            $json = array(
                'title' => $title,
                'description' => $description,
                'canonical' => $post_id ? get_permalink($post_id) : home_url('/'),
                'og_title' => $post_id ? (get_post_meta($post_id, '_yoast_wpseo_opengraph-title', true) ?: $title) : $title,
            );
            $head = '<title>' . esc_html($json['title']) . '</title>';
            if ($description) {
                $head .= '<meta name="description" content="' . esc_attr($description) . '" />';
            }
            return array('html' => $head, 'json' => $json, 'status' => 200);
        },
    ));
});
