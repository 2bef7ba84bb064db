/* Hexkeeper players' page: what a player reads of his own between game nights (after players-panels.js).
 *
 * Each sheet's experience ledger and the rules library's entries of its spells and skills, the weeks of the
 * player's own work on the Downtime tab, and the party purse when the GM shares it. Printing opens every
 * folded part, so a printed sheet holds all of it.
 */
(function () {
  'use strict';

  const P = window.HexkeeperPage;
  const { $, label, el, clear, str, arr } = P;

  // A folding part of a sheet: a summary line that opens it.
  function fold(title, count, open) {
    const box = el('details', 'fold');
    box.open = !!open;
    const summary = el('summary', 'fold-title', title);
    if (count !== undefined) summary.append(el('span', 'fold-count', String(count)));
    box.append(summary);
    return box;
  }

  // The experience ledger, oldest first, as the GM's character page lists it.
  function ledgerBlock(sheet) {
    const rows = arr(sheet.ledger);
    if (!rows.length) return null;
    const box = fold(label('ledger'), rows.length, true);
    const table = el('table', 'ledger');
    const head = el('tr');
    for (const key of ['ledgerDate', 'ledgerWhat', 'ep', 'ledgerUnspent']) head.append(el('th', 'col-' + key, label(key)));
    table.append(el('thead'));
    table.firstChild.append(head);
    const body = el('tbody');
    for (const r of rows) {
      const tr = el('tr', 'ledger-' + str(r.kind));
      const what = el('td', 'col-what');
      what.append(el('span', 'ledger-what', r.what));
      if (r.reason) what.append(el('span', 'ledger-reason', r.reason));
      tr.append(el('td', 'col-date', r.date), what, el('td', 'col-ep', r.amount), el('td', 'col-unspent', r.unspent));
      body.append(tr);
    }
    table.append(body);
    box.append(table);
    return box;
  }

  // The rules library's entries of the character's spells and skills, each folded under its name.
  function libraryBlock(sheet) {
    const entries = arr(sheet.library);
    if (!entries.length) return null;
    const box = fold(label('library'), entries.length, false);
    for (const e of entries) {
      const entry = fold(str(e.name), undefined, false);
      entry.classList.add('lib-entry');
      entry.firstChild.append(el('span', 'lib-kind', e.kind));
      if (e.summary) entry.append(el('p', 'lib-summary', e.summary));
      const lines = arr(e.lines);
      if (lines.length) {
        const list = el('dl', 'lib-lines');
        for (const line of lines) list.append(el('dt', null, line.label || '·'), el('dd', null, line.value));
        entry.append(list);
      }
      box.append(entry);
    }
    return box;
  }

  function sheetExtras(card, sheet) {
    for (const block of [ledgerBlock(sheet), libraryBlock(sheet)])
      if (block) card.append(block);
  }

  // The weeks of the player's own work, each with its outcome, under its bar on the Downtime tab.
  function weeksBlock(bar) {
    const weeks = arr(bar.weeks);
    if (!weeks.length) return null;
    const box = fold(label('weeks'), weeks.length, false);
    const list = el('ol', 'weeks');
    for (const w of weeks) {
      const item = el('li', 'week');
      const head = el('div', 'week-head');
      const when = w.week !== undefined ? label('week') + ' ' + w.week + ' · ' + str(w.date) : str(w.date);
      head.append(el('span', 'muted', when), el('strong', 'week-outcome', w.outcome));
      item.append(head);
      const more = [w.roll, w.note].filter(Boolean).join(' · ');
      if (more) item.append(el('p', 'week-note', more));
      list.append(item);
    }
    box.append(list);
    return box;
  }

  // The party purse, only when the GM shares it (the snapshot's purse is null otherwise).
  function renderPurse(snap) {
    const box = $('purse');
    clear(box);
    const purse = snap.purse;
    box.classList.toggle('is-off', !purse || typeof purse !== 'object');
    if (!purse || typeof purse !== 'object') return;
    const head = el('header', 'sheet-head');
    head.append(el('h3', 'sheet-name', label('purse')));
    const balance = el('p', 'purse-balance');
    balance.append(el('span', 'muted', label('balance') + ' '), el('strong', null, purse.balanceText));
    box.append(head, balance);
    const lines = arr(purse.lines);
    if (!lines.length) {
      box.append(el('p', 'empty', label('purseQuiet')));
      return;
    }
    const list = el('ul', 'purse-lines');
    for (const line of lines) {
      const item = el('li', 'purse-line');
      item.append(el('span', 'muted', line.date), el('span', 'purse-reason', line.reason),
                  el('strong', Number(line.amount) < 0 ? 'purse-out' : 'purse-in', line.amountText));
      list.append(item);
    }
    box.append(list);
  }

  // A printed sheet holds everything: the folded parts open for printing and fold back afterwards.
  let openedForPrint = [];
  window.addEventListener('beforeprint', () => {
    openedForPrint = Array.from(document.querySelectorAll('#panel-sheet details:not([open])'));
    for (const d of openedForPrint) d.open = true;
  });
  window.addEventListener('afterprint', () => {
    for (const d of openedForPrint) d.open = false;
    openedForPrint = [];
  });

  Object.assign(P, { sheetExtras, weeksBlock, renderPurse });
})();
