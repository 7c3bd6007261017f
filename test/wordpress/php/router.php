<?php
// Router for `php -S`: what WordPress's .htaccess does under Apache.
// Existing files (static or .php) are served as they are; everything else goes to index.php.
$root = rtrim($_SERVER['DOCUMENT_ROOT'], '/');
$path = rawurldecode((string) parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH));

if (strpos($path, '..') === false) {
    if ($path !== '/' && is_file($root . $path)) {
        return false;
    }
    if (substr($path, -1) === '/' && is_file($root . $path . 'index.php')) {
        return false;
    }
}

$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['PHP_SELF'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $root . '/index.php';
chdir($root);
require $root . '/index.php';
