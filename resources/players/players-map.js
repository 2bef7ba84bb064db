/* Hexkeeper players' page: the SVG hex map (after players-core.js).
 *
 * Geometry of flat-topped hexes with odd columns half a hex lower, drawing the hexes, terrain, megahex
 * borders and figures, the overlay of the picked hex, zoom and pan through the viewBox, and hex picking.
 */
(function () {
  'use strict';

  const P = window.HexkeeperPage;
  const { ui, $, label, el, clear, str, arr, sideColour } = P;

  const SVGNS = 'http://www.w3.org/2000/svg';
  const S = 30;                       // hex corner radius in map units
  const H = Math.sqrt(3) * S;         // hex height (flat-topped)

  function svgEl(tag, attrs, text) {
    const node = document.createElementNS(SVGNS, tag);
    if (attrs) for (const k of Object.keys(attrs)) node.setAttribute(k, String(attrs[k]));
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  // --- Map -------------------------------------------------------------------------------------------

  function centre(c, r) {
    return [1.5 * S * c, H * (r + 0.5 * (c & 1))];
  }

  function corners(c, r) {
    const [x, y] = centre(c, r);
    const out = [];
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 3) * i;    // 0 east, then clockwise on screen (y grows downwards)
      out.push([x + S * Math.cos(a), y + S * Math.sin(a)]);
    }
    return out;
  }

  // Neighbour in facing direction d (0 N … 5 NW) for odd columns sitting half a hex lower.
  function neighbour(c, r, d) {
    const odd = c & 1;
    switch (d) {
      case 0: return [c, r - 1];
      case 1: return [c + 1, odd ? r : r - 1];
      case 2: return [c + 1, odd ? r + 1 : r];
      case 3: return [c, r + 1];
      case 4: return [c - 1, odd ? r + 1 : r];
      default: return [c - 1, odd ? r : r - 1];
    }
  }

  function hexSet(list) {
    const set = new Set();
    for (const h of arr(list)) if (Array.isArray(h) && h.length >= 2) set.add(h[0] + ',' + h[1]);
    return set;
  }

  function pointsAttr(pts) {
    return pts.map((p) => p[0].toFixed(1) + ',' + p[1].toFixed(1)).join(' ');
  }


  function drawMap(fight, figures) {
    const map = fight.map || {};
    const columns = Math.max(0, Math.floor(Number(map.columns) || 0));
    const rows = Math.max(0, Math.floor(Number(map.rows) || 0));
    const svg = $('map');
    ui.geometry = { columns, rows };

    // A new fight or a new map size starts from the whole map; otherwise the player's zoom stays.
    const key = str(fight.id) + ':' + columns + 'x' + rows;
    const pad = S * 0.6;
    ui.full = {
      x: -S - pad, y: -H / 2 - pad,
      w: 1.5 * S * Math.max(columns - 1, 0) + 2 * S + 2 * pad,
      h: H * (rows + (columns > 1 ? 0.5 : 0)) + 2 * pad,
    };
    if (key !== ui.mapKey || !ui.view) {
      ui.mapKey = key;
      ui.view = Object.assign({}, ui.full);
      ui.picked = null;
    }
    svg.style.aspectRatio = ui.full.w.toFixed(0) + ' / ' + ui.full.h.toFixed(0);
    svg.setAttribute('aria-label', str(fight.name));

    clear(svg);
    const walls = hexSet(map.walls);
    const open = hexSet(map.open);
    const fire = hexSet(map.fire);
    const shadow = hexSet(map.shadow);
    const tunnel = !!map.tunnel;

    const hexLayer = svgEl('g', { class: 'hexes' });
    for (let c = 0; c < columns; c++) {
      for (let r = 0; r < rows; r++) {
        const id = c + ',' + r;
        let cls = 'hex';
        if (walls.has(id)) cls += ' is-wall';
        else if (tunnel && !open.has(id)) cls += ' is-rock';
        if (shadow.has(id)) cls += ' is-shadow';
        if (fire.has(id)) cls += ' is-fire';
        hexLayer.append(svgEl('polygon', { class: cls, points: pointsAttr(corners(c, r)), 'data-hex': id }));
      }
    }
    svg.append(hexLayer);

    // Megahex borders: one line for each edge between hexes of different ids (each edge drawn once,
    // from its western or northern hex).
    const mega = Array.isArray(map.megahex) && map.megahex.length === columns * rows ? map.megahex : null;
    if (mega) {
      let d = '';
      for (let c = 0; c < columns; c++) {
        for (let r = 0; r < rows; r++) {
          const here = mega[r * columns + c];
          const pts = corners(c, r);
          for (const dir of [1, 2, 3]) {
            const [nc, nr] = neighbour(c, r, dir);
            if (nc < 0 || nr < 0 || nc >= columns || nr >= rows) continue;
            if (mega[nr * columns + nc] === here) continue;
            const a = pts[(dir + 4) % 6];
            const b = pts[(dir + 5) % 6];
            d += 'M' + a[0].toFixed(1) + ' ' + a[1].toFixed(1) + 'L' + b[0].toFixed(1) + ' ' + b[1].toFixed(1);
          }
        }
      }
      if (d) svg.append(svgEl('path', { class: 'megahex', d }));
    }

    svg.append(svgEl('g', { class: 'overlay', id: 'map-overlay' }));

    // Figures: the fallen first, the player's own last, so the living and one's own stay on top.
    const rank = (f) => (f.down ? 0 : f.mine ? 2 : 1);
    const figLayer = svgEl('g', { class: 'figures' });
    for (const fig of figures.slice().sort((a, b) => rank(a) - rank(b))) figLayer.append(drawFigure(fig));
    svg.append(figLayer);

    applyView();
    drawOverlay();
  }

  function figureHexes(fig) {
    const list = arr(fig.hexes).filter((h) => Array.isArray(h) && h.length >= 2);
    return list.length ? list : [[fig.column, fig.row]];
  }

  function drawFigure(fig) {
    const hexes = figureHexes(fig);
    const main = [Number(fig.column), Number(fig.row)];
    if (!Number.isFinite(main[0]) || !Number.isFinite(main[1])) main.splice(0, 2, hexes[0][0], hexes[0][1]);
    const colour = sideColour(fig.side);
    const down = str(fig.down);
    // `down` arrives worded in the GM's language; the cross needs to know "dead" for sure, so it takes
    // the English word or an explicit `dead: true`. Any other word draws the figure faded, with the word.
    const dead = fig.dead === true || down === 'dead';
    const g = svgEl('g', { class: 'fig', 'data-figure': str(fig.id), 'data-hex': main[0] + ',' + main[1] });
    if (fig.mine) g.classList.add('is-mine');
    if (down || dead) g.classList.add(dead ? 'is-dead' : 'is-down');
    if (fig.acted) g.classList.add('is-acted');

    const badges = arr(fig.badges).map(str).filter(Boolean);
    const tip = [str(fig.name), label('side') + ' ' + str(fig.side), down].concat(badges).filter(Boolean).join(' · ');
    g.append(svgEl('title', null, tip));

    const R = S * 0.5;
    const dy = -S * 0.1;              // circles sit a little high to leave room for the name
    // A large creature: its hexes joined by a band of its colour, then a disc on each.
    const centres = hexes.map(([c, r]) => centre(c, r));
    for (let i = 0; i < centres.length; i++) {
      for (let j = i + 1; j < centres.length; j++) {
        const [ax, ay] = centres[i];
        const [bx, by] = centres[j];
        if (Math.hypot(ax - bx, ay - by) > H * 1.05) continue;
        g.append(svgEl('line', { class: 'fig-band', x1: ax, y1: ay + dy, x2: bx, y2: by + dy, stroke: colour, 'stroke-width': R * 1.5 }));
      }
    }
    for (const [x, y] of centres) g.append(svgEl('circle', { class: 'fig-disc', cx: x, cy: y + dy, r: R, fill: colour }));

    const [mx, my0] = centre(main[0], main[1]);
    const my = my0 + dy;
    // Facing: an arrowhead on the main disc, 60° per step clockwise from north. Drawn on the disc, not
    // beside it, so it never runs into the names and badges around it.
    const facing = Number(fig.facing);
    if (Number.isFinite(facing) && !dead) {
      const a = (((Math.round(facing) % 6) + 6) % 6) * Math.PI / 3;
      const ux = Math.sin(a), uy = -Math.cos(a);
      const px = Math.cos(a), py = Math.sin(a);
      const at = (along, across) => [mx + ux * along + px * across, my + uy * along + py * across];
      const arrow = [at(R + S * 0.05, 0), at(R * 0.2, R * 0.5), at(R * 0.4, 0), at(R * 0.2, -R * 0.5)];
      g.append(svgEl('polygon', { class: 'fig-facing', points: pointsAttr(arrow) }));
    }
    if (dead) {
      const k = R * 0.6;
      g.append(svgEl('path', { class: 'fig-cross', d: `M${mx - k} ${my - k}L${mx + k} ${my + k}M${mx + k} ${my - k}L${mx - k} ${my + k}` }));
    }

    // A man's name under his disc, a large creature's across the middle of its body (below it, it would
    // fall on its neighbours' names); badges and the fallen's word above. Sized by CSS to stay readable.
    const big = hexes.length > 1;
    const nameX = big ? centres.reduce((s, p) => s + p[0], 0) / centres.length : mx;
    const nameY = big ? centres.reduce((s, p) => s + p[1], 0) / centres.length + dy : my0 + S * 0.78;
    g.append(svgEl('text', { class: 'fig-name', x: nameX, y: nameY }, fig.name));
    const top = [down].concat(badges).filter(Boolean).join(' · ');
    if (top) {
      const topY = big ? Math.min(...centres.map((p) => p[1])) : my0;
      g.append(svgEl('text', { class: 'fig-badges', x: nameX, y: topY - S * 0.76 }, top));
    }
    return g;
  }

  // The picked hex and the line from the chosen figure to it; redrawn without touching the rest.
  function drawOverlay() {
    const layer = document.getElementById('map-overlay');
    if (!layer) return;
    clear(layer);
    const choice = P.currentChoices().length ? P.selectedChoice() : null;
    const fight = ui.snapshot && ui.snapshot.fight;
    const fig = choice && fight ? arr(fight.figures).find((f) => str(f.id) === str(choice.figure)) : null;
    if (fig) {
      const [x, y] = centre(Number(fig.column), Number(fig.row));
      layer.append(svgEl('circle', { class: 'chosen-ring', cx: x, cy: y - S * 0.1, r: S * 0.78 }));
    }
    if (!ui.picked) return;
    const [c, r] = ui.picked;
    layer.append(svgEl('polygon', { class: 'picked', points: pointsAttr(corners(c, r)), 'data-picked': c + ',' + r }));
    if (fig) {
      const [ax, ay] = centre(Number(fig.column), Number(fig.row));
      const [bx, by] = centre(c, r);
      layer.append(svgEl('line', { class: 'picked-path', x1: ax, y1: ay, x2: bx, y2: by }));
    }
  }

  // --- Map zoom and pan: the viewBox is the camera. ---------------------------------------------------

  function pixelsPerUnit() {
    const rect = $('map').getBoundingClientRect();
    if (!rect.width || !rect.height || !ui.view) return 0;
    return Math.min(rect.width / ui.view.w, rect.height / ui.view.h);
  }

  function applyView() {
    const v = ui.view;
    if (!v) return;
    const svg = $('map');
    svg.setAttribute('viewBox', [v.x, v.y, v.w, v.h].map((n) => n.toFixed(1)).join(' '));
    // Names keep a readable size on screen when the whole map is small (a phone), within limits.
    const ppu = pixelsPerUnit();
    if (ppu > 0) {
      const size = Math.min(Math.max(11 / ppu, S * 0.36), S * 0.62);
      svg.style.setProperty('--name-size', size.toFixed(2) + 'px');
      svg.style.setProperty('--badge-size', (size * 0.82).toFixed(2) + 'px');
    }
  }

  function toMap(clientX, clientY) {
    const rect = $('map').getBoundingClientRect();
    const ppu = pixelsPerUnit();
    const v = ui.view;
    const offX = (rect.width - v.w * ppu) / 2;   // preserveAspectRatio="xMidYMid meet" letterboxing
    const offY = (rect.height - v.h * ppu) / 2;
    return [v.x + (clientX - rect.left - offX) / ppu, v.y + (clientY - rect.top - offY) / ppu];
  }

  function clampView() {
    const v = ui.view, f = ui.full;
    const minW = f.w / 8, maxW = f.w * 1.25;
    if (v.w < minW || v.w > maxW) {
      const k = (v.w < minW ? minW : maxW) / v.w;
      const cx = v.x + v.w / 2, cy = v.y + v.h / 2;
      v.w *= k; v.h *= k;
      v.x = cx - v.w / 2; v.y = cy - v.h / 2;
    }
    // Keep the view's centre over the map so it cannot be dragged away and lost.
    const cx = Math.min(Math.max(v.x + v.w / 2, f.x), f.x + f.w);
    const cy = Math.min(Math.max(v.y + v.h / 2, f.y), f.y + f.h);
    v.x = cx - v.w / 2; v.y = cy - v.h / 2;
  }

  function zoomAt(factor, clientX, clientY) {
    if (!ui.view) return;
    const [px, py] = toMap(clientX, clientY);
    const v = ui.view;
    v.x = px - (px - v.x) * factor;
    v.y = py - (py - v.y) * factor;
    v.w *= factor;
    v.h *= factor;
    clampView();
    applyView();
  }

  function zoomCentre(factor) {
    const rect = $('map').getBoundingClientRect();
    zoomAt(factor, rect.left + rect.width / 2, rect.top + rect.height / 2);
  }

  function panBy(dx, dy) {
    const ppu = pixelsPerUnit();
    if (!ppu) return;
    ui.view.x -= dx / ppu;
    ui.view.y -= dy / ppu;
    clampView();
    applyView();
  }

  function fitMap() {
    if (!ui.full) return;
    ui.view = Object.assign({}, ui.full);
    applyView();
  }

  function pickAt(clientX, clientY) {
    if (!P.currentChoices().length || !ui.geometry || !ui.view) return;
    const [x, y] = toMap(clientX, clientY);
    // The nearest hex centre is the hex under the point; a few hundred hexes need no cleverness.
    let best = null, bestD = Infinity;
    for (let c = 0; c < ui.geometry.columns; c++) {
      for (let r = 0; r < ui.geometry.rows; r++) {
        const [cx, cy] = centre(c, r);
        const d = (cx - x) * (cx - x) + (cy - y) * (cy - y);
        if (d < bestD) { bestD = d; best = [c, r]; }
      }
    }
    if (!best || bestD > S * S) return;
    ui.picked = best;
    P.updateMoveTo();
    drawOverlay();
  }

  function setupMapGestures() {
    const svg = $('map');
    const pointers = new Map();
    let tap = null;

    const centroid = () => {
      const pts = [...pointers.values()];
      const x = pts.reduce((s, p) => s + p.x, 0) / pts.length;
      const y = pts.reduce((s, p) => s + p.y, 0) / pts.length;
      const dist = pts.length > 1 ? Math.hypot(pts[0].x - pts[1].x, pts[0].y - pts[1].y) : 0;
      return { x, y, dist };
    };

    svg.addEventListener('pointerdown', (e) => {
      if (e.button !== undefined && e.button > 0) return;
      svg.setPointerCapture(e.pointerId);
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      tap = pointers.size === 1 ? { x: e.clientX, y: e.clientY, t: Date.now() } : null;
    });
    svg.addEventListener('pointermove', (e) => {
      if (!pointers.has(e.pointerId)) return;
      const before = centroid();
      const count = pointers.size;
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      const after = centroid();
      if (tap && Math.hypot(e.clientX - tap.x, e.clientY - tap.y) > 8) tap = null;
      if (count > 1 && before.dist > 0 && after.dist > 0) zoomAt(before.dist / after.dist, after.x, after.y);
      if (!tap) panBy(after.x - before.x, after.y - before.y);
    });
    const end = (e) => {
      if (!pointers.has(e.pointerId)) return;
      pointers.delete(e.pointerId);
      if (e.type === 'pointerup' && tap && pointers.size === 0 && Date.now() - tap.t < 600) pickAt(e.clientX, e.clientY);
      tap = null;
    };
    svg.addEventListener('pointerup', end);
    svg.addEventListener('pointercancel', end);
    svg.addEventListener('wheel', (e) => {
      e.preventDefault();
      const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
      zoomAt(Math.exp(Math.max(-100, Math.min(100, delta)) * 0.0025), e.clientX, e.clientY);
    }, { passive: false });

    $('zoom-in').addEventListener('click', () => zoomCentre(1 / 1.4));
    $('zoom-out').addEventListener('click', () => zoomCentre(1.4));
    $('zoom-fit').addEventListener('click', fitMap);
    window.addEventListener('resize', applyView);
  }

  // The key under the map: one dot per side, when there is more than one.
  function renderLegend(figures) {
    const list = $('legend');
    clear(list);
    const sides = [...new Set(figures.map((f) => Number(f.side)).filter((n) => Number.isFinite(n)))].sort((a, b) => a - b);
    if (sides.length < 2) return;
    for (const side of sides) {
      const item = el('li', 'legend-item');
      const dot = el('span', 'dot');
      dot.style.backgroundColor = sideColour(side);
      item.append(dot, el('span', null, label('side') + ' ' + side));
      list.append(item);
    }
  }

  Object.assign(P, { drawMap, drawOverlay, applyView, renderLegend, setupMapGestures });
})();
