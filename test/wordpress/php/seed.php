<?php
// Adds N posts to one test site in one PHP process and one transaction, with SQL rather
// than wp_insert_post() (~7 ms a post here: 2,000 posts took 14 s; this takes well under 1 s).
// Statuses follow `pattern` round-robin; post_modified is spread over the last `days` days;
// each post gets 1–2 categories, 0–3 tags and one of the admin/editor/author users.
// Usage: php seed.php <site-root> <json: {url, n, pattern, titlePrefix, days, seed}>

error_reporting(E_ALL & ~E_DEPRECATED & ~E_NOTICE);
$root = rtrim($argv[1], '/');
$cfg = json_decode($argv[2], true);
$parts = parse_url($cfg['url']);
$_SERVER['HTTP_HOST'] = $parts['host'] . ':' . $parts['port'];
$_SERVER['SERVER_NAME'] = $parts['host'];
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
require $root . '/wp-load.php';

$started = microtime(true);
mt_srand((int) $cfg['seed']);
$n = (int) $cfg['n'];
$pattern = $cfg['pattern'];
$days = (int) $cfg['days'];
$prefix = $cfg['titlePrefix'];

$authors = array();
foreach (array('admin', 'editor', 'author') as $login) {
    $user = get_user_by('login', $login);
    if ($user) {
        $authors[] = $user->ID;
    }
}

function aims_term_ids($taxonomy, $names)
{
    $ids = array();
    foreach ($names as $name) {
        $term = term_exists($name, $taxonomy);
        if (!$term) {
            $term = wp_insert_term($name, $taxonomy);
        }
        $ids[] = (int) $term['term_taxonomy_id'];
    }
    return $ids;
}
$categories = aims_term_ids('category', array('News', 'Politics', 'Sport', 'Culture', 'Technology', 'World'));
$tags = aims_term_ids('post_tag', array('breaking', 'analysis', 'interview', 'opinion', 'video', 'local', 'europe', 'economy'));

function aims_pick($items, $count)
{
    $keys = (array) array_rand($items, $count);
    return array_values(array_map(function ($k) use ($items) { return $items[$k]; }, $keys));
}
function aims_gmt($timestamp)
{
    return gmdate('Y-m-d H:i:s', $timestamp);
}

$words = explode(' ', 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea commodo consequat');
function aims_sentence($words, $min, $max)
{
    $out = aims_pick($words, mt_rand($min, $max));
    shuffle($out);
    return ucfirst(implode(' ', $out));
}

global $wpdb;
$home = untrailingslashit(home_url());
$now = time();
$ids = array();
$byStatus = array();
$relationships = array();
$meta = array();
$existing = (int) $wpdb->get_var($wpdb->prepare("SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'post' AND post_title LIKE %s", $wpdb->esc_like($prefix . ' ') . '%'));
$slugs = array_flip($wpdb->get_col("SELECT post_name FROM {$wpdb->posts} WHERE post_name <> ''"));
$wpdb->query('START TRANSACTION');
for ($i = 0; $i < $n; $i++) {
    $status = $pattern[$i % count($pattern)];
    $number = $existing + $i + 1;
    // Modified within the last $days days; created up to 30 days before that.
    $modified = $now - mt_rand(60, $days * 86400);
    $date = $status === 'future' ? $now + mt_rand(1, 14) * 86400 + mt_rand(0, 86399) : $modified - mt_rand(0, 30 * 86400);
    $title = sprintf('%s %d: %s', $prefix, $number, aims_sentence($words, 3, 7));
    $paragraphs = '';
    for ($p = 0, $count = mt_rand(2, 4); $p < $count; $p++) {
        $paragraphs .= "<!-- wp:paragraph -->\n<p>" . aims_sentence($words, 12, 30) . ".</p>\n<!-- /wp:paragraph -->\n\n";
    }
    $slug = $base = sanitize_title($title);
    for ($suffix = 2; isset($slugs[$slug]); $suffix++) {
        $slug = "$base-$suffix";
    }
    $slugs[$slug] = true;
    if ($status === 'trash') {
        $slug .= '__trashed';
    }
    $wpdb->insert($wpdb->posts, array(
        'post_author' => $authors[$i % count($authors)],
        'post_date' => aims_gmt($date),
        'post_date_gmt' => $status === 'draft' ? '0000-00-00 00:00:00' : aims_gmt($date),
        'post_content' => trim($paragraphs),
        'post_title' => $title,
        'post_excerpt' => aims_sentence($words, 8, 14) . '.',
        'post_status' => $status,
        'comment_status' => 'closed',
        'ping_status' => 'closed',
        'post_password' => '',
        // WordPress leaves a draft's slug empty until it is published.
        'post_name' => $status === 'draft' ? '' : $slug,
        'to_ping' => '',
        'pinged' => '',
        'post_modified' => aims_gmt($modified),
        'post_modified_gmt' => aims_gmt($modified),
        'post_content_filtered' => '',
        'post_parent' => 0,
        'guid' => '',
        'menu_order' => 0,
        'post_type' => 'post',
        'post_mime_type' => '',
        'comment_count' => 0,
    ));
    $id = (int) $wpdb->insert_id;
    if (!$id) {
        $wpdb->query('ROLLBACK');
        fwrite(STDERR, 'insert failed: ' . $wpdb->last_error . "\n");
        exit(1);
    }
    foreach (aims_pick($categories, mt_rand(1, 2)) as $tt) {
        $relationships[] = "($id, $tt)";
    }
    if (mt_rand(0, 3)) {
        foreach (aims_pick($tags, mt_rand(1, 3)) as $tt) {
            $relationships[] = "($id, $tt)";
        }
    }
    if ($status === 'trash') {
        $meta[] = $wpdb->prepare('(%d, %s, %s)', $id, '_wp_trash_meta_status', 'publish');
        $meta[] = $wpdb->prepare('(%d, %s, %s)', $id, '_wp_trash_meta_time', (string) $modified);
    }
    $ids[] = $id;
    $byStatus[$status] = ($byStatus[$status] ?? 0) + 1;
}

foreach (array_chunk($relationships, 1000) as $chunk) {
    $wpdb->query("INSERT INTO {$wpdb->term_relationships} (object_id, term_taxonomy_id) VALUES " . implode(',', $chunk));
}
foreach (array_chunk($meta, 1000) as $chunk) {
    $wpdb->query("INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode(',', $chunk));
}
if ($ids) {
    $wpdb->query($wpdb->prepare(
        "UPDATE {$wpdb->posts} SET guid = CONCAT(%s, ID) WHERE ID BETWEEN %d AND %d AND guid = ''",
        $home . '/?p=',
        min($ids),
        max($ids)
    ));
}
$wpdb->query('COMMIT');

wp_update_term_count_now($categories, 'category');
wp_update_term_count_now($tags, 'post_tag');
wp_cache_flush();

echo "\n" . json_encode(array('ids' => $ids, 'byStatus' => $byStatus, 'seconds' => round(microtime(true) - $started, 3))) . "\n";
