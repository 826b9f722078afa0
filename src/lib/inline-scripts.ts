// The few scripts that must run inline, before the first paint or without a bundle, kept here as text: pages render
// them with components/InlineScript.astro, and astro.config.mjs gives their exact hashes (inlineScriptHashes) to
// the Content-Security-Policy, which then runs these and no other inline script. Each is the same text on every
// page (a redirect reads its target from the page instead of carrying it), so one hash covers it everywhere.
import { createHash } from "node:crypto";

/** Farm page: show the tab the URL names before the first paint; a click works even if the module script fails. */
export const farmTabsBootstrap = `(function () {
  var root = document.currentScript.parentElement;
  var names = ["overview", "story", "products"];
  var name = "";
  try { name = decodeURIComponent(location.hash.slice(1)); } catch (e) {}
  root.setAttribute("data-active-tab", names.indexOf(name) < 0 ? "overview" : name);
  root.querySelector("[data-tablist]").hidden = false;
  root.addEventListener("click", function (event) {
    var tab = event.target.closest && event.target.closest("[role=tab]");
    if (tab) root.setAttribute("data-active-tab", tab.getAttribute("data-tab"));
  });
})();`;

/**
 * Blog list: 'Top Picks For You' differs on every visit (SPEC.md section 2): 5 of the 10 posts after the latest, at
 * random, the other 5 staying in All Posts in date order, as features/blog/split.ts pickTopPicks does at build
 * time without chance. Run before the first paint, so no card moves once drawn.
 */
export const blogTopPicksShuffle = `(function () {
  var root = document.currentScript.closest("[data-blog]");
  var picks = root.querySelector("[data-top-picks]");
  var all = root.querySelector("[data-all-posts]");
  if (!picks || !all) return;
  var cards = [].slice.call(picks.children).concat([].slice.call(all.children));
  var order = cards.map(function (_, i) { return i; });
  for (var i = order.length - 1; i > 0; i--) {
    var j = Math.floor(Math.random() * (i + 1));
    var swap = order[i]; order[i] = order[j]; order[j] = swap;
  }
  var picked = order.slice(0, picks.children.length);
  picked.forEach(function (i) { picks.appendChild(cards[i]); });
  cards.forEach(function (card, i) { if (picked.indexOf(i) < 0) all.appendChild(card); });
})();`;

/** A redirect page: go at once where its meta refresh points, keeping the query and the hash. */
export const redirectNow = `(function () {
  var refresh = document.querySelector('meta[http-equiv="refresh"]');
  var target = refresh && refresh.getAttribute("content").split("url=")[1];
  if (target) location.replace(target + location.search + location.hash);
})();`;

/**
 * A page with islands, in its head: what the shopper does to an island's controls before React has taken the island
 * over (Astro keeps `ssr` on it until then) is kept in order in window.earlyIslandActions, and the island replays it
 * once it has (components/react/early-actions.ts). A button's click and a form's submit are held back; a choice or
 * typed text stays on screen as the browser made it, and its last value is kept (React puts a select back to the
 * value it rendered when it takes the page over). A button that opens or closes a dialog natively (command and
 * commandfor) needs no React: where the browser does not know invoker commands yet, this script does what it would.
 * An island that has taken over but not yet replayed what it was given keeps being held too, so that nothing done
 * in between reaches React ahead of it (a quantity chosen early, then 'Add to basket' as React arrives, adds the
 * quantity chosen): its events are stopped before React's listeners see them, and the replay drains the list in
 * place; what the replay dispatches itself (queue.replaying) passes.
 */
export const earlyActionsCapture = `(function () {
  var queue = (window.earlyIslandActions = window.earlyIslandActions || []);
  var nativeCommands = "command" in HTMLButtonElement.prototype;
  function waiting(element) {
    var island = element && element.closest ? element.closest("astro-island") : null;
    if (!island || queue.replaying) return null;
    if (island.hasAttribute("ssr")) return island;
    for (var i = 0; i < queue.length; i++) if (island.contains(queue[i].element)) return island;
    return null;
  }
  function remember(kind, element, submitter) {
    queue.push({ kind: kind, element: element, submitter: submitter || null, value: null });
  }
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("button");
    if (!button || button.disabled) {
      // A radio, a checkbox or a label: the browser checks it and the change is kept below; a running island's React
      // (which takes such a choice from the click) must not see it ahead of what still waits to be replayed.
      if (waiting(event.target)) event.stopPropagation();
      return;
    }
    var target = button.getAttribute("commandfor");
    if (target) {
      var dialog = document.getElementById(target);
      var command = button.getAttribute("command");
      if (nativeCommands || !dialog) return;
      if (command === "show-modal" && !dialog.open) dialog.showModal();
      if (command === "close" && dialog.open) dialog.close();
      return;
    }
    if (!waiting(button)) return;
    // Held from React too, which listens below the document once the island runs.
    event.preventDefault();
    event.stopPropagation();
    remember("click", button);
  }, true);
  function changed(event) {
    var field = event.target;
    if (!waiting(field)) return;
    event.stopPropagation();
    var value = field.type === "radio" || field.type === "checkbox" ? field.checked : field.value;
    for (var i = queue.length - 1; i >= 0; i--) {
      var other = queue[i].element;
      if (field.type === "radio" && other !== field && other.type === "radio" && other.name === field.name) queue.splice(i, 1);
    }
    for (i = 0; i < queue.length; i++) {
      if (queue[i].kind === "change" && queue[i].element === field) return void (queue[i].value = value);
    }
    queue.push({ kind: "change", element: field, submitter: null, value: value });
  }
  document.addEventListener("input", changed, true);
  document.addEventListener("change", changed, true);
  document.addEventListener("submit", function (event) {
    if (!waiting(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    remember("submit", event.target, event.submitter);
  }, true);
})();`;

/**
 * The search page, in its head: ask the store for the results of the URL's term before the island has loaded, so
 * the request and the island's JavaScript travel side by side instead of one after the other. It reads everything
 * from the page's `#search-head-start` JSON (features/browse/search-head-start.ts) and the URL as the island reads
 * it (listing-state.ts readListingState with no groups known, search-query.ts termFrom), and leaves the pending data
 * in window.storefrontHeadStart, where the island's first read takes it if it would send the same variables
 * (lib/storefront/head-start.ts). Whatever fails here only means the island asks by itself, as it did before.
 *
 * On a screen without the filter sidebar it also paints the answer's first row of pictures below the island, as the
 * island's grid will draw them (settings.firstRow): on a phone they are the page's largest paint, and the island's
 * code (React) arrives and runs long after the answer. The row is hidden from assistive technology (the island's
 * cards say what the products are). It is painted only while the island is not yet running or shows its loading
 * state, and removed as soon as the island draws anything else; until then the island's "Search for…" text, which
 * speaks of no term, is hidden by the page's styles (search.astro).
 */
export const searchHeadStart = `(function () {
  // The island starts loading once this settles (client:after-first-row): at once, unless a first row is painted,
  // then when its pictures have loaded or failed and the next frame has begun, or after 3 s.
  var rowSettled = function () {};
  try {
    window.searchFirstRowSettled = new Promise(function (resolve) { rowSettled = resolve; });
    var settings = JSON.parse(document.getElementById("search-head-start").textContent);
    var own = function (object, key) { return Object.prototype.hasOwnProperty.call(object, key); };
    var params = new URLSearchParams(location.search);
    var term = (params.get("q") || "").trim().slice(0, settings.maxTermLength);
    if (!term) return rowSettled();
    var filters = [];
    var seen = {};
    params.forEach(function (label, key) {
      if (!own(settings.filterGroups, key) || own(seen, key) || !label || label.length > settings.maxLabelLength) return;
      var group = settings.filterGroups[key];
      var input = null;
      if (group.field) { input = {}; input[group.field] = label; }
      else if (own(group.labels, label)) input = group.labels[label];
      if (!input) return;
      seen[key] = true;
      filters.push(input);
    });
    var sort = settings.sorts[0];
    for (var i = 0; i < settings.sorts.length; i++) {
      if (settings.sorts[i][0] === params.get(settings.sortParam)) { sort = settings.sorts[i]; break; }
    }
    var variables = { query: term, productFilters: filters, sortKey: sort[1], reverse: sort[2], first: settings.first, after: null };
    var data = fetch(settings.endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", "X-Shopify-Storefront-Access-Token": settings.token },
      body: JSON.stringify({ query: settings.document, variables: variables }),
      signal: AbortSignal.timeout(settings.timeoutMs)
    }).then(function (response) {
      if (!response.ok || (response.headers.get("content-type") || "").indexOf("application/json") < 0) return null;
      return response.json().then(function (answer) {
        var found = answer && answer.data;
        return found && typeof found === "object" && !(answer.errors && answer.errors.length) ? found : null;
      });
    }).catch(function () { return null; });
    window.storefrontHeadStart = { operation: settings.operation, variables: JSON.stringify(variables), data: data };
    var row = settings.firstRow;
    if (!(window.matchMedia && matchMedia(row.media).matches)) return rowSettled();
    setTimeout(rowSettled, 3000);
    data.then(function (found) {
      // The island lists the answer's products (nodes with a handle), the first row of them first.
      var products = ((found && found.search && found.search.nodes) || []).filter(function (node) { return node && node.handle; });
      if (!products.length) return rowSettled();
      var loading = 0;
      // Loaded is not yet painted: the island's code is asked for once the frame after the pictures' has begun, so
      // that its request does not start before the page's largest paint (a phone's simulated load counts every
      // request begun before that paint as on its way).
      var loaded = function () {
        if (--loading) return;
        if (window.requestAnimationFrame) requestAnimationFrame(function () { requestAnimationFrame(rowSettled); });
        else rowSettled();
      };
      var picture = function (image) {
        var at = function (width) {
          var url = new URL(image.url);
          url.searchParams.set("width", String(width));
          // Under the site's own address where the build serves the picture's host (lib/image-proxy.ts onSiteHost).
          var route = settings.imageRoute;
          return route && url.href.indexOf(route[0]) === 0 ? route[1] + url.href.slice(route[0].length) : url.href;
        };
        var widths = row.widths.filter(function (width) { return image.width == null || width <= image.width; });
        if (!widths.length) widths = [image.width == null ? row.widths[0] : image.width];
        var img = document.createElement("img");
        img.alt = "";
        img.sizes = row.sizes;
        img.srcset = widths.map(function (width) { return at(width) + " " + width + "w"; }).join(", ");
        img.src = at(row.width);
        img.width = row.width;
        img.height = image.width && image.height ? Math.round((row.width * image.height) / image.width) : row.width;
        img.fetchPriority = "high";
        loading++;
        img.onload = img.onerror = loaded;
        return img;
      };
      var paint = function () {
        var island = document.querySelector(".search-page astro-island");
        // Only while the island shows nothing of its own yet: Astro's HTML (the island not yet running) or its loading
        // state. Once it has drawn a listing, an empty one or an error (the shopper cleared the box meanwhile, or it
        // failed), a row painted now would never be taken away.
        if (!island || !(island.hasAttribute("ssr") || island.querySelector('[aria-busy="true"]'))) return rowSettled();
        var grid = document.createElement("div");
        grid.className = "search-first-row";
        grid.setAttribute("aria-hidden", "true");
        products.slice(0, row.cards).forEach(function (product) {
          var media = document.createElement("div");
          media.className = "product-card-media";
          if (product.featuredImage) media.appendChild(picture(product.featuredImage));
          else media.appendChild(document.createElement("div")).className = "product-card-placeholder";
          var card = document.createElement("div");
          card.className = "product-card";
          card.appendChild(media);
          grid.appendChild(card);
        });
        // Kept while the island only says it is loading; whatever it draws next (the cards, an error, no results)
        // takes the row's place in the same frame.
        var watch = new MutationObserver(function () {
          if (island.querySelector('[aria-busy="true"]')) return;
          watch.disconnect();
          grid.remove();
        });
        watch.observe(island, { childList: true, subtree: true });
        island.after(grid);
        if (!loading) rowSettled();
      };
      var paintOrNot = function () {
        try {
          paint();
        } catch (error) {
          // A picture URL it cannot read, an old browser: the island draws the results by itself.
          rowSettled();
        }
      };
      if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", paintOrNot);
      else paintOrNot();
    });
  } catch (error) {
    // No settings, an old browser, a URL it cannot read: the island asks by itself.
    rowSettled();
  }
})();`;

/** The CSP hashes of the scripts above. */
export const inlineScriptHashes = [farmTabsBootstrap, blogTopPicksShuffle, redirectNow, earlyActionsCapture, searchHeadStart].map(
  (code) => `sha256-${createHash("sha256").update(code).digest("base64")}` as const,
);
