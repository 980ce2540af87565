/** Where Storyblok serves its bridge (app.storyblok.com/f/storyblok-v2-latest.js); the sandbox serves its own there. */
export const BRIDGE_PATH = '/f/storyblok-v2-latest.js';

/**
 * The subset of Storyblok's bridge (v2) the shop uses: `new StoryblokBridge(options)`, `on(events, callback)`,
 * `isInEditor()` and `pingEditor(callback)`. Like the real one it talks to the editor that frames the page by
 * postMessage: it tells the editor it loaded and hands the page the editor's `input` (the edited story, unsaved),
 * `change` (saved) and `published` events. Messages are taken from the editor's origin only: the origin this script
 * comes from, as the real bridge and editor share app.storyblok.com.
 */
export const BRIDGE_SCRIPT = `(function () {
  'use strict';
  var script = document.currentScript;
  var editorOrigin = new URL(script ? script.src : location.href).origin;
  var inEditor = window.parent !== window;
  function StoryblokBridge(options) {
    var self = this;
    self.options = options || {};
    self.listeners = {};
    window.addEventListener('message', function (event) {
      if (event.origin !== editorOrigin) return;
      var data = event.data;
      if (typeof data === 'string') { try { data = JSON.parse(data); } catch (e) { return; } }
      if (!data || typeof data.action !== 'string') return;
      (self.listeners[data.action] || []).forEach(function (callback) { callback(data); });
    });
    if (inEditor) window.parent.postMessage({ action: 'loaded', url: location.href }, editorOrigin);
  }
  StoryblokBridge.prototype.on = function (events, callback) {
    var self = this;
    [].concat(events).forEach(function (name) { (self.listeners[name] = self.listeners[name] || []).push(callback); });
  };
  StoryblokBridge.prototype.isInEditor = function () { return inEditor; };
  StoryblokBridge.prototype.pingEditor = function (callback) {
    if (inEditor) window.parent.postMessage({ action: 'ping' }, editorOrigin);
    if (callback) callback(this);
  };
  window.StoryblokBridge = StoryblokBridge;
})();
`;
