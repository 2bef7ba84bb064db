/* Hexkeeper players' page: the shared part, loaded first.
 *
 * The page is plain scripts sharing one namespace, window.HexkeeperPage, loaded in this order:
 *   players-core.js    words (labels), side colours, the page's state `ui` and small DOM helpers;
 *   players-map.js     the SVG hex map: drawing, zoom and pan, hex picking;
 *   players-panels.js  the fight's lists, the proposal form, sheets, timeline and dice;
 *   players-between.js between game nights: the player's requests, level up, notes;
 *   players-plans.js   learning, brewing, magic items, research and market searches with live previews;
 *   players-builder.js the new-character builder with the rules' live check;
 *   players.js         start-up, the WebSocket connection, render() and the tabs.
 *
 * The server pushes whole snapshots over a WebSocket (docs/players-protocol.md); every snapshot is drawn
 * completely, so the page never has to merge changes. What the player is doing meanwhile (open tab, map
 * zoom and pan, the forms' inputs, a picked hex) lives in `ui` and the form elements, which are never rebuilt.
 *
 * Names come from players and the GM: text from the server is only ever put into the page through
 * textContent and setAttribute, never parsed as HTML.
 */
(function () {
  'use strict';

  const P = window.HexkeeperPage = window.HexkeeperPage || {};

  // ---------------------------------------------------------------------------------------------------
  // Words: the server's labels; these English fallbacks only cover the time before the first snapshot
  // and keys an older server does not send yet.

  const FALLBACK = {
    fight: 'Fight', noFight: 'No fight', log: 'Combat log', timeline: 'Downtime', sheet: 'Character',
    roll: 'Roll', dice: 'Dice', why: 'What for', propose: 'Propose', option: 'Option', moveTo: 'Move to',
    tapHex: 'Tap a hex', send: 'Send', rolls: 'Rolls', wounds: 'Wounds', fatigue: 'Fatigue',
    experience: 'Experience', spells: 'Spells', gear: 'Gear', potions: 'Potions',
    nothingPlanned: 'No work under way', connected: 'Live', reconnecting: 'Reconnecting…',
    revoked: 'This link no longer works. Ask the GM for a new one.', order: 'Order of actions',
    proposals: 'Your proposals', st: 'ST', dx: 'DX', iq: 'IQ', ma: 'MA', stNow: 'ST now',
    adjustedDx: 'adjusted DX', side: 'Side',
    // Keys beyond the protocol's list (the server may add them; until then these show).
    badPotion: 'does not work', talents: 'Talents', figure: 'Figure', vs: 'Target', fit: 'Fit',
    hexesLeft: 'hexes left', connecting: 'Connecting…', notConnected: 'Not connected', sending: '…',
  };

  // The same colours, by side number, as the GM's map and the players' window (views/combat/HexMapGeometry):
  // side 1 red, side 2 green, so the table sees the same fight on every screen.
  const SIDE_COLOURS = ['#2f6fb5', '#b83a32', '#3d8f45', '#7d4fa8', '#2a9190', '#9a6a2b'];

  const ui = {
    token: '',
    labels: null,
    snapshot: null,
    socket: null,
    retries: 0,
    stopped: false,
    tab: 'fight',
    nextId: 1,
    session: Date.now().toString(36) + Math.random().toString(36).slice(2, 7),
    pending: new Map(),               // request id -> {output that shows its reply, done(answer)}
    lastOutput: null,
    // Map state kept across snapshots.
    mapKey: '',
    full: null,                       // viewBox showing the whole map
    view: null,                       // current viewBox
    geometry: null,                   // {columns, rows} of the drawn map
    picked: null,                     // [column, row] tapped for a proposal
    logStick: true,                   // keep the log scrolled to its newest line
    logCount: 0,
  };

  const $ = (id) => document.getElementById(id);

  function label(key) {
    const l = ui.labels;
    if (l && typeof l[key] === 'string' && l[key] !== '') return l[key];
    return FALLBACK[key] !== undefined ? FALLBACK[key] : key;
  }

  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }


  function clear(node) {
    while (node.firstChild) node.removeChild(node.firstChild);
  }

  // Fills a <select> with [value, text] pairs, keeping the player's choice when it is still there; a list that
  // did not change is left alone (so an open menu is not rebuilt under the finger).
  function fillSelect(select, items) {
    const signature = JSON.stringify(items);
    if (select.dataset.signature === signature) return;
    const keep = select.value;
    clear(select);
    for (const [value, text] of items) {
      const option = el('option', null, text);
      option.value = value;
      select.append(option);
    }
    if (items.some(([value]) => value === keep)) select.value = keep;
    select.dataset.signature = signature;
  }

  function str(v) {
    return v === undefined || v === null ? '' : String(v);
  }

  function arr(v) {
    return Array.isArray(v) ? v : [];
  }

  function show(node, on) {
    node.classList.toggle('is-off', !on);
  }

  function sideColour(side) {
    const n = Math.floor(Number(side));
    const count = SIDE_COLOURS.length;
    return SIDE_COLOURS[Number.isFinite(n) ? ((n % count) + count) % count : 0];
  }

  Object.assign(P, { ui, $, label, el, clear, fillSelect, str, arr, show, sideColour });
})();
