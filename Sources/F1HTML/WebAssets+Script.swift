extension WebAssets {
    /// The site's script, hand-written and optional: every page works without it. For now it only
    /// follows the live race: an element with `data-live-events` names a server-sent events URL;
    /// each message's data is an HTML fragment for `#live-board`, and an event of type `summary`
    /// carries one for `#live-summary`. The fragments are f1web's own rendering, escaped there.
    package static let script = """
        "use strict";
        (function () {
          var host = document.querySelector("[data-live-events]");
          if (!host || typeof EventSource !== "function") return;
          var events = new EventSource(host.getAttribute("data-live-events"));
          function replace(id, html) {
            var target = document.getElementById(id);
            if (target) target.innerHTML = html;
          }
          events.addEventListener("message", function (event) { replace("live-board", event.data); });
          events.addEventListener("summary", function (event) { replace("live-summary", event.data); });
          // The page is leaving: close the stream rather than let the browser keep it for the back-forward cache.
          window.addEventListener("pagehide", function () { events.close(); });
        })();

        """
}
