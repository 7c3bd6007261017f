<?php
/*
 * Plugin Name: AIMS test harness
 * Description: Keeps a throwaway test site quiet: no outgoing mail, no update checks.
 */

if (!function_exists('wp_mail')) {
    // Pluggable: the test sites have no MTA; record mail instead of sending it.
    function wp_mail($to, $subject, $message, $headers = '', $attachments = array())
    {
        $log = WP_CONTENT_DIR . '/mail.log';
        file_put_contents($log, wp_json_encode(compact('to', 'subject')) . "\n", FILE_APPEND);
        return true;
    }
}

add_filter('pre_site_transient_update_core', '__return_null');
add_filter('pre_site_transient_update_plugins', '__return_null');
add_filter('pre_site_transient_update_themes', '__return_null');
