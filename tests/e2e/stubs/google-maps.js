/* global window, document */
// A small, faithful stand-in for the Maps JavaScript API, served by the browser
// tests in place of https://maps.googleapis.com/maps/api/js. It defines the
// google.maps classes the billboard map uses, replaces the loader's bootstrap
// google.maps.importLibrary with one that resolves libraries (as the real
// script does), then calls the function named in the URL's `callback`
// parameter. Everything the page does is recorded on window.__mapsStub.
// Markers render as DOM buttons and an open info window as a dialog so a test
// can click and read them.
// window.__mapsStubOptions = { authFailure: true } (set before the script
// loads) makes it report a refused key through window.gm_authFailure, as
// Google does for RefererNotAllowedMapError.
(function () {
  'use strict';

  var script = document.currentScript;
  var url = new URL(script && script.src ? script.src : 'https://maps.googleapis.com/maps/api/js');
  var options = window.__mapsStubOptions || {};

  var record = (window.__mapsStub = window.__mapsStub || {
    loads: 0,
    params: {},
    maps: [],
    markers: [],
    infoWindows: 0,
    opened: [],
    fittedBounds: [],
    pannedTo: [],
    cleared: 0,
  });
  record.loads += 1;
  url.searchParams.forEach(function (value, key) {
    record.params[key] = value;
  });

  var google = (window.google = window.google || {});
  var maps = (google.maps = google.maps || {});

  // --- events -----------------------------------------------------------
  var LISTENERS = '__stubListeners';
  function listenersOf(instance, name) {
    var all = instance[LISTENERS] || (instance[LISTENERS] = {});
    return all[name] || (all[name] = []);
  }
  var event = {
    addListener: function (instance, name, handler) {
      var list = listenersOf(instance, name);
      list.push(handler);
      return {
        remove: function () {
          var i = list.indexOf(handler);
          if (i >= 0) list.splice(i, 1);
        },
      };
    },
    clearInstanceListeners: function (instance) {
      record.cleared += 1;
      instance[LISTENERS] = {};
    },
    trigger: function (instance, name) {
      var args = Array.prototype.slice.call(arguments, 2);
      listenersOf(instance, name)
        .slice()
        .forEach(function (h) {
          h.apply(instance, args);
        });
    },
  };

  // --- geometry ---------------------------------------------------------
  function LatLng(lat, lng) {
    if (lat && typeof lat === 'object') {
      lng = typeof lat.lng === 'function' ? lat.lng() : lat.lng;
      lat = typeof lat.lat === 'function' ? lat.lat() : lat.lat;
    }
    if (typeof lat !== 'number' || typeof lng !== 'number' || !isFinite(lat) || !isFinite(lng)) {
      throw new TypeError('LatLng: not a number');
    }
    this._lat = lat;
    this._lng = lng;
  }
  LatLng.prototype.lat = function () {
    return this._lat;
  };
  LatLng.prototype.lng = function () {
    return this._lng;
  };
  LatLng.prototype.toJSON = function () {
    return { lat: this._lat, lng: this._lng };
  };
  LatLng.prototype.equals = function (other) {
    return !!other && other.lat() === this._lat && other.lng() === this._lng;
  };
  function toLatLng(value) {
    return value instanceof LatLng ? value : new LatLng(value);
  }

  function LatLngBounds() {
    this._points = [];
  }
  LatLngBounds.prototype.extend = function (point) {
    this._points.push(toLatLng(point));
    return this;
  };
  LatLngBounds.prototype.isEmpty = function () {
    return this._points.length === 0;
  };
  LatLngBounds.prototype.toJSON = function () {
    var lats = this._points.map(function (p) {
      return p.lat();
    });
    var lngs = this._points.map(function (p) {
      return p.lng();
    });
    return {
      south: Math.min.apply(null, lats),
      north: Math.max.apply(null, lats),
      west: Math.min.apply(null, lngs),
      east: Math.max.apply(null, lngs),
    };
  };
  LatLngBounds.prototype.getCenter = function () {
    var b = this.toJSON();
    return new LatLng((b.south + b.north) / 2, (b.west + b.east) / 2);
  };
  LatLngBounds.prototype.contains = function (point) {
    var p = toLatLng(point);
    var b = this.toJSON();
    return p.lat() >= b.south && p.lat() <= b.north && p.lng() >= b.west && p.lng() <= b.east;
  };

  // --- Map --------------------------------------------------------------
  function Map(element, opts) {
    if (!(element instanceof window.HTMLElement)) throw new TypeError('Map: mapDiv is not an Element');
    opts = opts || {};
    this._div = element;
    this._center = opts.center ? toLatLng(opts.center) : null;
    this._zoom = typeof opts.zoom === 'number' ? opts.zoom : undefined;
    this._surface = document.createElement('div');
    this._surface.setAttribute('data-stub-map', '');
    this._surface.style.cssText = 'position:relative;width:100%;height:100%;overflow:auto;background:#e5e3df;font:12px sans-serif';
    element.appendChild(this._surface);
    var initialCenter = this._center && this._center.toJSON();
    record.maps.push({ initialCenter: initialCenter, initialZoom: this._zoom, center: initialCenter, zoom: this._zoom });
  }
  Map.prototype._state = function () {
    return record.maps[record.maps.length - 1];
  };
  Map.prototype.getDiv = function () {
    return this._div;
  };
  Map.prototype.setCenter = function (center) {
    this._center = toLatLng(center);
    this._state().center = this._center.toJSON();
  };
  Map.prototype.getCenter = function () {
    return this._center;
  };
  Map.prototype.setZoom = function (zoom) {
    this._zoom = zoom;
    this._state().zoom = zoom;
  };
  Map.prototype.getZoom = function () {
    return this._zoom;
  };
  Map.prototype.fitBounds = function (bounds) {
    if (!(bounds instanceof LatLngBounds))
      bounds = new LatLngBounds().extend({ lat: bounds.north, lng: bounds.east }).extend({ lat: bounds.south, lng: bounds.west });
    record.fittedBounds.push({ points: bounds._points.length, bounds: bounds.toJSON() });
    this.setCenter(bounds.getCenter());
  };
  Map.prototype.panTo = function (latLng) {
    this.setCenter(latLng);
    record.pannedTo.push(this._center.toJSON());
  };
  Map.prototype.addListener = function (name, handler) {
    return event.addListener(this, name, handler);
  };

  // --- Marker -----------------------------------------------------------
  function Marker(opts) {
    opts = opts || {};
    this._position = opts.position ? toLatLng(opts.position) : null;
    this._title = opts.title;
    this._map = null;
    var button = (this._button = document.createElement('button'));
    button.type = 'button';
    button.className = 'stub-marker';
    button.setAttribute('data-stub-marker', '');
    if (this._title) {
      button.title = this._title;
      button.setAttribute('aria-label', this._title);
    }
    button.textContent = '📍';
    button.addEventListener('click', () => event.trigger(this, 'click'));
    record.markers.push({ title: this._title, position: this._position && this._position.toJSON(), onMap: false });
    this._index = record.markers.length - 1;
    if (opts.map) this.setMap(opts.map);
  }
  Marker.prototype.setMap = function (map) {
    if (this._button.parentNode) this._button.parentNode.removeChild(this._button);
    this._map = map || null;
    if (this._map) this._map._surface.appendChild(this._button);
    record.markers[this._index].onMap = !!this._map;
  };
  Marker.prototype.getMap = function () {
    return this._map;
  };
  Marker.prototype.getPosition = function () {
    return this._position;
  };
  Marker.prototype.getTitle = function () {
    return this._title;
  };
  Marker.prototype.addListener = function (name, handler) {
    return event.addListener(this, name, handler);
  };

  // --- InfoWindow -------------------------------------------------------
  function InfoWindow(opts) {
    opts = opts || {};
    this._content = opts.content || null;
    this._box = null;
    record.infoWindows += 1;
  }
  InfoWindow.prototype.setContent = function (content) {
    this._content = content;
    // Like the real API: an open window shows the new content at once.
    if (this._box) {
      this._box.textContent = '';
      if (typeof content === 'string') this._box.innerHTML = content;
      else if (content) this._box.appendChild(content);
    }
  };
  InfoWindow.prototype.setPosition = function (position) {
    this._position = position;
  };
  InfoWindow.prototype.getContent = function () {
    return this._content;
  };
  InfoWindow.prototype.open = function (mapOrOptions, anchor) {
    var map = mapOrOptions;
    if (mapOrOptions && !(mapOrOptions instanceof Map)) {
      map = mapOrOptions.map;
      anchor = mapOrOptions.anchor;
    }
    if (!map && anchor) map = anchor.getMap();
    this.close();
    var box = (this._box = document.createElement('div'));
    box.setAttribute('role', 'dialog');
    box.setAttribute('data-stub-info-window', '');
    box.style.cssText = 'position:absolute;top:8px;left:8px;max-width:320px;background:#fff;padding:8px;';
    // Like the real API: a string is HTML, a Node is inserted as is.
    if (typeof this._content === 'string') box.innerHTML = this._content;
    else if (this._content) box.appendChild(this._content);
    if (map) map._surface.appendChild(box);
    record.opened.push({
      anchorTitle: anchor ? anchor.getTitle() : null,
      contentIsNode: typeof this._content !== 'string',
      text: box.textContent,
    });
    event.trigger(this, 'domready');
  };
  InfoWindow.prototype.close = function () {
    if (this._box && this._box.parentNode) this._box.parentNode.removeChild(this._box);
    this._box = null;
  };
  InfoWindow.prototype.addListener = function (name, handler) {
    return event.addListener(this, name, handler);
  };

  // --- libraries and bootstrap ------------------------------------------
  var libraries = {
    core: { LatLng: LatLng, LatLngBounds: LatLngBounds, event: event },
    maps: { Map: Map, InfoWindow: InfoWindow },
    marker: { Marker: Marker },
    geometry: { spherical: {}, poly: {}, encoding: {} },
  };
  maps.LatLng = LatLng;
  maps.LatLngBounds = LatLngBounds;
  maps.Map = Map;
  maps.Marker = Marker;
  maps.InfoWindow = InfoWindow;
  maps.event = event;
  maps.geometry = libraries.geometry;
  maps.version = 'stub';
  maps.importLibrary = function (name) {
    return libraries[name] ? Promise.resolve(libraries[name]) : Promise.reject(new Error('stub: unknown library ' + name));
  };

  if (options.authFailure) {
    // Google checks the key after the script has started, then calls gm_authFailure.
    window.setTimeout(function () {
      if (typeof window.gm_authFailure === 'function') window.gm_authFailure();
    }, 50);
  }

  var callback = url.searchParams.get('callback');
  if (callback) {
    var target = window;
    var parts = callback.split('.');
    for (var i = 0; i < parts.length && target; i++) target = target[parts[i]];
    if (typeof target !== 'function') throw new Error('stub: callback ' + callback + ' is not a function');
    target();
  }
})();
