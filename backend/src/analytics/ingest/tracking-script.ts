/**
 * The script websites embed (`<script defer src="…/t.js" data-site="…">`). It sets no cookie and
 * stores nothing: it posts each page view (and `window.amsTrack(name)` events) to /api/collect as
 * text/plain, a simple request without preflight, keeping the request alive past an unload.
 */
export const TRACKING_SCRIPT = `(function(w,d,h){var s=d.currentScript;if(!s)return;var k=s.getAttribute('data-site'),e=new URL(s.src).origin+'/api/collect',l;
function send(n){var b=JSON.stringify({k:k,u:location.href,r:d.referrer||null,n:n});
if(w.fetch)fetch(e,{method:'POST',body:b,keepalive:true,credentials:'omit'}).catch(function(){});else navigator.sendBeacon&&navigator.sendBeacon(e,b)}
function pv(){if(l===location.href)return;l=location.href;send()}
w.amsTrack=function(n){send(String(n))};
var p=h.pushState;h.pushState=function(){p.apply(h,arguments);pv()};w.addEventListener('popstate',pv);pv()})(window,document,history);
`;

/** What an editor pastes into the site's theme. */
export const snippetFor = (publicUrl: string, publicId: string) =>
  `<script defer src="${publicUrl.replace(/\/$/, '')}/t.js" data-site="${publicId}"></script>`;
