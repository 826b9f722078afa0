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

/** The CSP hashes of the scripts above. */
export const inlineScriptHashes = [farmTabsBootstrap, blogTopPicksShuffle, redirectNow].map(
  (code) => `sha256-${createHash("sha256").update(code).digest("base64")}` as const,
);
