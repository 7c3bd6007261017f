<?php
/*
 * Plugin Name: ai multisite connector
 * Description: Lets ai multisite name the original of a verbatim copy as the page's canonical on sites without Yoast SEO. Adds one post field (_aims_canonical, editable by those who edit the post) and nothing else.
 * Version: 1.0.0
 * Requires at least: 6.0
 * Requires PHP: 7.4
 * License: GPL-2.0-or-later
 */

if (!defined('ABSPATH')) {
    exit;
}

define('AIMS_CONNECTOR_VERSION', '1.0.0');

/* The canonical of a copy: an address, written over the REST API by a user who may edit the post. */
add_action('init', function () {
    register_post_meta('post', '_aims_canonical', array(
        'show_in_rest' => true,
        'single' => true,
        'type' => 'string',
        'default' => '',
        'sanitize_callback' => 'esc_url_raw',
        'auth_callback' => function ($allowed, $meta_key, $post_id) {
            return current_user_can('edit_post', $post_id);
        },
    ));
});

/* WordPress prints the canonical link of a post from wp_get_canonical_url(): the source's, when set. */
add_filter('get_canonical_url', function ($url, $post) {
    $canonical = get_post_meta($post->ID, '_aims_canonical', true);
    return $canonical ? $canonical : $url;
}, 10, 2);

/* ai multisite finds the connector by its namespace on the REST root. */
add_action('rest_api_init', function () {
    register_rest_route('aims/v1', '/connector', array(
        'methods' => 'GET',
        'callback' => function () {
            return array('version' => AIMS_CONNECTOR_VERSION);
        },
        'permission_callback' => '__return_true',
    ));
});
