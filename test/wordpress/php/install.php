<?php
// Installs one test site without wp-cli: creates its database, runs wp_install(),
// sets pretty permalinks, removes the default content, adds one user per role and
// an application password for each, then prints the result as JSON on the last line.
// Usage: php install.php <site-root> <json: {db:{host,user,password,name}, title, url}>

error_reporting(E_ALL & ~E_DEPRECATED & ~E_NOTICE);
$root = rtrim($argv[1], '/');
$cfg = json_decode($argv[2], true);

mysqli_report(MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT);
[$dbHost, $dbPort] = array_pad(explode(':', $cfg['db']['host'], 2), 2, '3306');
$link = new mysqli($dbHost, $cfg['db']['user'], $cfg['db']['password'], '', (int) $dbPort);
try {
    $link->query('CREATE DATABASE `' . $cfg['db']['name'] . '` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci');
} catch (mysqli_sql_exception $e) {
    if ($e->getCode() === 1007) {
        fwrite(STDERR, "Database {$cfg['db']['name']} already exists: another harness is using this prefix, or a run left it behind (DROP DATABASE `{$cfg['db']['name']}`).\n");
        exit(3); // tells the harness the database is not its to drop
    }
    throw $e;
}
$link->close();

$parts = parse_url($cfg['url']);
$_SERVER['HTTP_HOST'] = $parts['host'] . ':' . $parts['port'];
$_SERVER['SERVER_NAME'] = $parts['host'];
$_SERVER['SERVER_PORT'] = $parts['port'];
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
define('WP_INSTALLING', true);
require $root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

$users = array();
$adminPassword = wp_generate_password(24, false);
$result = wp_install($cfg['title'], 'admin', 'admin@example.test', false, '', wp_slash($adminPassword), '');
$users['admin'] = array('id' => (int) $result['user_id'], 'login' => 'admin', 'password' => $adminPassword, 'role' => 'administrator');

update_option('blogdescription', 'ai multisite test site');
update_option('timezone_string', 'UTC');
update_option('gmt_offset', 0);
update_option('default_pingback_flag', 0);
update_option('default_ping_status', 'closed');
update_option('blog_public', 0);
update_option('fresh_site', 0);

// Pretty permalinks, set explicitly: php -S has no mod_rewrite to detect.
global $wp_rewrite;
$wp_rewrite->set_permalink_structure('/%postname%/');
$wp_rewrite->set_category_base('');
$wp_rewrite->set_tag_base('');
update_option('rewrite_rules', '');
$wp_rewrite->flush_rules(false);

// A fresh test site starts empty: no "Hello world!", sample page or privacy draft.
foreach (get_posts(array('post_type' => 'any', 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids')) as $id) {
    wp_delete_post($id, true);
}
update_option('wp_page_for_privacy_policy', 0);
foreach (get_comments(array('fields' => 'ids')) as $id) {
    wp_delete_comment($id, true);
}

if (wp_get_theme('aims-test')->exists()) {
    switch_theme('aims-test');
}

foreach (array('editor' => 'editor', 'author' => 'author', 'subscriber' => 'subscriber') as $login => $role) {
    $password = wp_generate_password(24, false);
    $id = wp_insert_user(array(
        'user_login' => $login,
        'user_pass' => $password,
        'user_email' => $login . '@example.test',
        'display_name' => ucfirst($login),
        'first_name' => ucfirst($login),
        'last_name' => 'Test',
        'role' => $role,
    ));
    if (is_wp_error($id)) {
        fwrite(STDERR, $id->get_error_message() . "\n");
        exit(1);
    }
    $users[$login] = array('id' => (int) $id, 'login' => $login, 'password' => $password, 'role' => $role);
}

foreach ($users as $key => $user) {
    $created = WP_Application_Passwords::create_new_application_password($user['id'], array('name' => 'ai-multisite-test'));
    if (is_wp_error($created)) {
        fwrite(STDERR, $created->get_error_message() . "\n");
        exit(1);
    }
    $users[$key]['appPassword'] = $created[0];
}

echo "\n" . json_encode(array('users' => $users, 'version' => get_bloginfo('version'))) . "\n";
