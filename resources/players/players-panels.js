/* Hexkeeper players' page: everything beside the map (after players-core.js and players-map.js).
 *
 * The fight's proposals, order of actions and log, the proposal form, the sheets, the timeline and the
 * dice form with the rolls (a sheet's ledger and library, the weeks of one's own work and the purse: players-sheets.js).
 */
(function () {
  'use strict';

  const P = window.HexkeeperPage;
  const { ui, $, label, el, clear, fillSelect, str, arr, show, sideColour } = P;

  // --- Fight -----------------------------------------------------------------------------------------

  function renderFight(snap) {
    const fight = snap.fight && typeof snap.fight === 'object' ? snap.fight : null;
    document.body.classList.toggle('has-fight', !!fight);
    show($('map-panel'), !!fight);
    show($('no-fight'), !fight);
    for (const id of ['proposals-box', 'order-box', 'log-box']) show($(id), !!fight);
    if (!fight) {
      show($('propose-form'), false);
      ui.picked = null;
      ui.mapKey = '';
      return;
    }
    $('fight-name').textContent = str(fight.name);
    $('fight-status').textContent = str(fight.status);
    $('fight-next').textContent = str(fight.next);
    const figures = arr(fight.figures);
    const byId = new Map(figures.map((f) => [str(f.id), f]));
    P.drawMap(fight, figures);
    P.renderLegend(figures);
    renderChoices(fight);
    renderProposals(arr(fight.proposals));
    renderOrder(arr(fight.order), byId);
    renderLog(arr(fight.log));
  }

  function renderOrder(order, byId) {
    const list = $('order');
    clear(list);
    for (const entry of order) {
      const item = el('li', 'order-item');
      if (entry.acted) item.classList.add('is-done');
      const fig = byId.get(str(entry.id));
      const dot = el('span', 'dot');
      dot.style.backgroundColor = fig ? sideColour(fig.side) : 'transparent';
      item.append(dot, el('span', 'order-name', entry.name));
      if (entry.dx !== undefined && entry.dx !== null) item.append(el('span', 'order-dx', label('dx') + ' ' + entry.dx));
      list.append(item);
    }
    show($('order-box'), order.length > 0);
  }

  function renderLog(lines) {
    const box = $('log-scroll');
    const list = $('log');
    clear(list);
    let lastTurn = null;
    for (const line of lines) {
      const item = el('li', 'log-line');
      const turn = line.turn === undefined || line.turn === null ? '' : String(line.turn);
      // The turn number once per turn: a quiet column that makes turn boundaries easy to find.
      const turnCell = el('span', 'log-turn', turn !== lastTurn ? turn : '');
      if (turn !== lastTurn && lastTurn !== null) item.classList.add('is-new-turn');
      lastTurn = turn;
      item.append(turnCell, el('span', 'log-text', line.text));
      list.append(item);
    }
    show($('log-box'), lines.length > 0);
    if (ui.logStick || lines.length !== ui.logCount) box.scrollTop = box.scrollHeight;
    ui.logCount = lines.length;
  }

  function renderProposals(proposals) {
    const list = $('proposals');
    clear(list);
    for (const p of proposals) {
      const item = el('li', 'proposal');
      const status = ['pending', 'accepted', 'refused'].includes(p.status) ? p.status : 'pending';
      item.classList.add('is-' + status);
      item.append(el('span', 'proposal-text', p.text), el('span', 'pill pill-' + status, p.statusText || p.status));
      list.append(item);
    }
    show($('proposals-box'), proposals.length > 0);
  }

  // --- Proposal form ---------------------------------------------------------------------------------
  // The form's elements persist; only their options are replaced, and only when they changed, so a
  // player halfway through choosing does not lose the choice when a snapshot arrives.

  function currentChoices() {
    const fight = ui.snapshot && ui.snapshot.fight;
    return fight ? arr(fight.choices) : [];
  }

  function selectedChoice() {
    const choices = currentChoices();
    const id = $('propose-figure').value;
    return choices.find((c) => str(c.figure) === id) || choices[0] || null;
  }


  function renderChoices(fight) {
    const choices = arr(fight.choices);
    const form = $('propose-form');
    show(form, choices.length > 0);
    if (!choices.length) {
      ui.picked = null;
      P.drawOverlay();
      return;
    }
    fillSelect($('propose-figure'), choices.map((c) => [str(c.figure), str(c.name)]));
    show($('propose-figure-field'), choices.length > 1);
    show($('propose-figure-name'), choices.length === 1);
    $('propose-figure-name').textContent = str(choices[0].name);
    updateOptions();
    updateMoveTo();
    P.drawOverlay();
  }

  function updateOptions() {
    const choice = selectedChoice();
    const options = choice ? arr(choice.options) : [];
    fillSelect($('propose-option'), options.map((o) => [str(o.key), str(o.label)]));
    const left = choice && choice.hexesLeft !== undefined && choice.hexesLeft !== null ? choice.hexesLeft : null;
    $('propose-left').textContent = left === null ? '' : left + ' ' + label('hexesLeft');
  }

  function updateMoveTo() {
    const hex = $('propose-hex');
    hex.textContent = ui.picked ? ui.picked[0] + ',' + ui.picked[1] : label('tapHex');
    hex.classList.toggle('is-set', !!ui.picked);
    show($('propose-clear'), !!ui.picked);
  }

  function submitProposal(ev) {
    ev.preventDefault();
    const choice = selectedChoice();
    if (!choice) return;
    const message = { type: 'propose', figure: choice.figure, option: $('propose-option').value };
    if (ui.picked) {
      message.column = ui.picked[0];
      message.row = ui.picked[1];
    }
    P.send(message, $('propose-reply'));
  }

  // --- Sheets ----------------------------------------------------------------------------------------

  function num(v) {
    return v === undefined || v === null || v === '' ? '–' : String(v);
  }

  function renderSheets(snap) {
    const box = $('sheets');
    clear(box);
    for (const sheet of arr(snap.sheets)) box.append(sheetCard(sheet));
    P.renderPurse(snap);
  }

  function sheetCard(sheet) {
    const card = el('article', 'card sheet');
    const head = el('header', 'sheet-head');
    head.append(el('h3', 'sheet-name', sheet.name));
    if (sheet.summary) head.append(el('p', 'muted', sheet.summary));
    card.append(head);
    if (sheet.state) card.append(el('p', 'sheet-state', sheet.state));

    const stats = el('div', 'stats');
    const stat = (key, value, subKey, subValue) => {
      const cell = el('div', 'stat');
      cell.append(el('span', 'stat-label', label(key)), el('span', 'stat-value', num(value)));
      if (subKey) {
        const sub = el('span', 'stat-sub', label(subKey) + ' ' + num(subValue));
        if (subValue !== value) sub.classList.add('is-changed');
        cell.append(sub);
      }
      stats.append(cell);
    };
    stat('st', sheet.st, 'stNow', sheet.stNow);
    stat('dx', sheet.dx, 'adjustedDx', sheet.adjustedDx);
    stat('iq', sheet.iq);
    stat('ma', sheet.ma);
    card.append(stats);
    card.append(strengthBar(sheet));

    const xp = el('p', 'sheet-line');
    xp.append(el('span', 'muted', label('experience') + ' '), el('strong', null, num(sheet.experience)));
    card.append(xp);

    chips(card, 'spells', sheet.spells);
    chips(card, 'talents', sheet.talents);
    chips(card, 'gear', sheet.gear);

    const potions = arr(sheet.potions);
    if (potions.length) {
      card.append(el('h4', null, label('potions')));
      const list = el('ul', 'potions');
      for (const p of potions) {
        const item = el('li', 'potion');
        item.append(el('span', 'potion-name', p.name));
        if (p.doses !== undefined && p.doses !== null) item.append(el('span', 'potion-doses', '×' + p.doses));
        if (p.bad === true) {
          item.classList.add('is-bad');
          item.append(el('span', 'pill pill-refused', label('badPotion')));
        }
        list.append(item);
      }
      card.append(list);
    }
    P.sheetExtras(card, sheet);
    return card;
  }

  // Wounds and fatigue both count against ST: one bar of ST's length shows what is left.
  function strengthBar(sheet) {
    const wrap = el('div', 'strength');
    const st = Math.max(Number(sheet.st) || 0, 1);
    const wounds = Math.max(Number(sheet.wounds) || 0, 0);
    const fatigue = Math.max(Number(sheet.fatigue) || 0, 0);
    const bar = el('div', 'bar');
    const seg = (cls, n) => {
      const part = el('span', 'bar-part ' + cls);
      part.style.width = Math.min(100, (n / st) * 100).toFixed(1) + '%';
      bar.append(part);
    };
    seg('bar-ok', Math.max(st - wounds - fatigue, 0));
    seg('bar-fatigue', Math.min(fatigue, st));
    seg('bar-wounds', Math.min(wounds, st));
    const text = el('p', 'strength-text');
    const item = (cls, key, n) => {
      const span = el('span', 'strength-item');
      span.append(el('span', 'key ' + cls), el('span', null, label(key) + ' '), el('strong', null, num(n)));
      return span;
    };
    text.append(item('bar-wounds', 'wounds', sheet.wounds), item('bar-fatigue', 'fatigue', sheet.fatigue));
    wrap.append(bar, text);
    return wrap;
  }

  function chips(card, key, items) {
    const list = arr(items).map(str).filter(Boolean);
    if (!list.length) return;
    card.append(el('h4', null, label(key)));
    const ul = el('ul', 'chips');
    for (const t of list) ul.append(el('li', 'chip', t));
    card.append(ul);
  }

  // --- Timeline --------------------------------------------------------------------------------------

  function renderTimeline(snap) {
    const box = $('timeline');
    clear(box);
    const entries = arr(snap.timeline);
    if (!entries.length) {
      box.append(el('p', 'empty', label('nothingPlanned')));
      return;
    }
    for (const t of entries) {
      const row = el('article', 'card work');
      const head = el('div', 'work-head');
      head.append(el('h3', 'work-title', t.title));
      if (t.status) head.append(el('span', 'pill', t.status));
      row.append(head);
      const meta = [t.who, [t.from, t.to].filter(Boolean).join(' – ')].filter(Boolean).join(' · ');
      const metaLine = el('p', 'muted', meta);
      if (t.mine === true) {
        row.classList.add('is-mine');
        metaLine.append(el('span', 'pill pill-mine', label('yours')));
      }
      if (meta || t.mine === true) row.append(metaLine);
      if (t.progress) row.append(el('p', 'work-progress', t.progress));
      if (t.next) row.append(el('p', 'work-next', t.next));
      const weeks = P.weeksBlock(t);
      if (weeks) row.append(weeks);
      box.append(row);
    }
  }

  // --- Dice ------------------------------------------------------------------------------------------

  function renderRolls(snap) {
    const list = $('rolls');
    clear(list);
    for (const r of arr(snap.rolls)) {
      const item = el('li', 'roll');
      const head = el('div', 'roll-head');
      head.append(el('span', 'roll-who', r.who), el('span', 'muted', r.date));
      item.append(head);
      if (r.why) item.append(el('p', 'roll-why', r.why));
      item.append(el('p', 'roll-text', r.text));
      list.append(item);
    }
  }

  function submitRoll(ev) {
    ev.preventDefault();
    const dice = $('dice-text').value.trim() || '3d6';
    const message = { type: 'roll', dice };
    const vsText = $('dice-vs').value.trim();
    if (vsText !== '') {
      const vs = Number(vsText);
      if (Number.isFinite(vs)) message.vs = Math.round(vs);
    }
    const why = $('dice-why').value.trim();
    if (why) message.why = why.slice(0, 80);
    P.send(message, $('dice-reply'));
  }

  // --- Wiring, once at start-up ----------------------------------------------------------------------

  function setupPanels() {
    $('log-scroll').addEventListener('scroll', () => {
      const box = $('log-scroll');
      ui.logStick = box.scrollHeight - box.scrollTop - box.clientHeight < 24;
    });

    $('propose-form').addEventListener('submit', submitProposal);
    $('propose-figure').addEventListener('change', () => {
      updateOptions();
      P.drawOverlay();
    });
    $('propose-clear').addEventListener('click', () => {
      ui.picked = null;
      updateMoveTo();
      P.drawOverlay();
    });
    $('dice-form').addEventListener('submit', submitRoll);
  }

  Object.assign(P, {
    renderFight, renderSheets, renderTimeline, renderRolls, currentChoices, selectedChoice, updateMoveTo, setupPanels,
  });
})();
