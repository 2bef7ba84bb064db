/* Hexkeeper players' page: downtime work planned live (after players-between.js, before players-builder.js).
 *
 * The learn, brew, magic-item, research and market forms show the planner's preview as the player fills them:
 * each change asks the server (a "preview" message with the request's own fields, debounced: the link may send
 * only a few messages a second) and the answer shows under the form — the request in one line, the money in
 * words, what is needed and the rules' problems. Send makes the request as it stands. The forms' lists (methods,
 * potions, recipes, kinds of research, places, the party's laboratories) come with the "rules" answer; the
 * laboratories are asked again when the timeline changes, as a lab bought or given up shows there.
 */
(function () {
  'use strict';

  const P = window.HexkeeperPage;
  const { ui, $, label, el, clear, fillSelect, str, arr } = P;

  const PREVIEW_DELAY_MS = 600;
  const RETRY_MS = 1500;
  const plans = {
    forms: [],                        // {form, kind, fields, output, timer, retry, asked}
    timelineKey: null,                // the timeline the laboratories were last asked for
    stateKey: '',                     // the chosen sheet and the timeline the previews were last asked for
    labsAsked: 0,                     // when (ms), so a busy timeline does not ask on every snapshot
  };
  P.plans = plans;

  // A whole number typed in a field, or null when it is empty or no number.
  function whole(input) {
    const text = input.value.trim();
    if (text === '') return null;
    const n = Number(text);
    return Number.isFinite(n) ? Math.round(n) : null;
  }

  function putNumber(fields, key, input, least) {
    const n = whole(input);
    if (n !== null && n >= least) fields[key] = n;
  }

  function putLab(fields, select) {
    const n = Number(select.value);
    if (Number.isInteger(n) && n > 0) fields.lab = n;
  }

  // --- The request each form makes (the same fields for its preview and for Send) ---------------------

  function learnFields() {
    const fields = { spell: $('learn-spell').value.trim(), method: $('learn-method').value };
    putNumber(fields, 'feePerWeek', $('learn-fee'), 1);
    return fields.spell && fields.method ? fields : null;
  }

  function brewFields() {
    const fields = { potion: $('brew-potion').value.trim() };
    putNumber(fields, 'doses', $('brew-doses'), 1);
    putLab(fields, $('brew-lab'));
    if ($('brew-book').checked) fields.book = true;
    if ($('brew-trained').checked) fields.trained = true;
    return fields.potion ? fields : null;
  }

  function itemFields() {
    const fields = { recipe: $('item-recipe').value, item: $('item-name').value.trim() };
    putNumber(fields, 'value', $('item-value'), 0);
    putNumber(fields, 'strength', $('item-strength'), 1);
    putNumber(fields, 'hire', $('item-hire'), 1);
    putLab(fields, $('item-lab'));
    if ($('item-book').checked) fields.book = true;
    return fields.recipe && fields.item && fields.lab ? fields : null;
  }

  function researchFields() {
    const fields = { project: $('research-project').value };
    const spell = $('research-spell').value.trim();
    const title = $('research-name').value.trim();
    if (spell) fields.spell = spell;
    if (title) fields.title = title;
    putNumber(fields, 'level', $('research-level'), 1);
    putLab(fields, $('research-lab'));
    return fields.project && fields.lab ? fields : null;
  }

  function marketFields() {
    const fields = { item: $('market-item').value.trim(), settlement: $('market-settlement').value };
    putNumber(fields, 'value', $('market-value'), 1);
    if ($('market-full').checked) fields.fullTime = true;
    if ($('market-magic').checked) fields.magic = true;
    return fields.item && fields.settlement && fields.value ? fields : null;
  }

  // --- The preview under each form ---------------------------------------------------------------------

  function chosenCharacter() {
    const sheets = ui.snapshot ? arr(ui.snapshot.sheets) : [];
    const id = $('between-character').value;
    const sheet = sheets.find((s) => str(s.id) === id) || sheets[0];
    return sheet ? sheet.id : null;
  }

  function showPreview(output, answer) {
    clear(output);
    if (!answer) return;
    if (answer.type === 'error') {
      output.append(el('p', 'preview-problem', answer.message));
      output.dataset.ok = 'false';
      return;
    }
    const p = answer.preview || {};
    output.dataset.ok = p.ok === true ? 'true' : 'false';
    output.append(el('p', 'preview-text', p.text));
    const costs = arr(p.costs).filter((c) => Number(c.dollars) > 0);
    if (costs.length) {
      output.append(el('h4', null, label('money')));
      const list = el('dl', 'preview-costs');
      for (const c of costs) list.append(el('dt', null, c.what), el('dd', null, c.text));
      output.append(list);
    }
    const details = el('ul', 'preview-details');
    for (const d of arr(p.details)) details.append(el('li', null, d));
    if (details.firstChild) output.append(details);
    if (arr(p.needs).length) {
      output.append(el('h4', null, label('needed')));
      const needs = el('ul', 'preview-needs');
      for (const n of arr(p.needs)) needs.append(el('li', null, n));
      output.append(needs);
    }
    const problems = el('ul', 'preview-problems');
    for (const n of arr(p.problems)) problems.append(el('li', 'preview-problem', n));
    if (problems.firstChild) output.append(problems);
    else output.append(el('p', 'preview-ok', answer.text));
  }

  function askPreview(entry) {
    const character = chosenCharacter();
    const fields = entry.fields();
    if (character === null || !fields) {
      entry.asked = '';
      showPreview(entry.output, null);
      return;
    }
    const message = Object.assign({ type: 'preview', kind: entry.kind, character }, fields);
    const key = JSON.stringify(message);
    if (key === entry.asked) return;
    entry.asked = key;
    entry.output.classList.add('is-waiting');
    // Past the link's rate the server drops the message (its error has no id): ask again a little later.
    clearTimeout(entry.retry);
    entry.retry = setTimeout(() => {
      if (key !== entry.asked) return;
      entry.asked = '';
      changed(entry);
    }, RETRY_MS);
    P.send(message, null, (answer) => {
      if (key !== entry.asked) return;   // the player changed something since: a newer preview is coming
      clearTimeout(entry.retry);
      entry.output.classList.remove('is-waiting');
      showPreview(entry.output, answer);
    });
  }

  function changed(entry) {
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => askPreview(entry), PREVIEW_DELAY_MS);
  }

  // Every form's preview asked again (another character chosen, his sheet or the timeline changed, the
  // connection back): the same fields may now meet other problems.
  function refreshPreviews() {
    for (const entry of plans.forms) {
      entry.asked = '';
      changed(entry);
    }
  }

  function watch(formId, kind, fields, outputId) {
    const entry = { form: $(formId), kind, fields, output: $(outputId), timer: 0, retry: 0, asked: '' };
    plans.forms.push(entry);
    entry.form.addEventListener('input', () => changed(entry));
    entry.form.addEventListener('change', () => changed(entry));
    entry.form.addEventListener('submit', (ev) => {
      ev.preventDefault();
      const character = chosenCharacter();
      const sent = entry.fields();
      if (character === null || !sent) return;
      P.send(Object.assign({ type: 'request', kind, character }, sent), $(formId.replace('-form', '-reply')));
    });
  }

  // --- The forms' lists ----------------------------------------------------------------------------------

  function fillDatalist(list, names) {
    clear(list);
    for (const name of names) {
      const option = el('option');
      option.value = str(name);
      list.append(option);
    }
  }

  function fillLabs(labs) {
    const items = [['', label('noLab')]].concat(arr(labs).map((l) => [str(l.id), str(l.name) + ' (' + str(l.type) + ')']));
    for (const select of document.querySelectorAll('.lab-choice')) fillSelect(select, items);
  }

  // The "rules" answer: the catalogue once, the laboratories each time.
  function plansRules(msg) {
    const d = msg.downtime || {};
    if (arr(d.methods).length) fillSelect($('learn-method'), arr(d.methods).map((m) => [str(m.id), str(m.name)]));
    fillDatalist($('potion-names'), arr(d.potions).map((p) => p.name));
    plans.recipes = arr(d.recipes);
    fillSelect($('item-recipe'), plans.recipes.map((r) => [str(r.id), str(r.name)]));
    fillSelect($('research-project'), arr(d.projects).map((p) => [str(p.id), str(p.name)]));
    fillSelect($('market-settlement'), arr(d.settlements).map((s) => [str(s), str(s)]));
    fillLabs(msg.labs);
    showStrengthUnit();
    refreshPreviews();
  }

  function showStrengthUnit() {
    const recipe = arr(plans.recipes).find((r) => str(r.id) === $('item-recipe').value);
    $('item-strength-unit').textContent = recipe && recipe.strength ? '(' + str(recipe.strength) + ')' : '';
  }

  // A laboratory bought, rented or given up shows on the timeline: the lists are asked again then.
  function renderPlans(snap) {
    const key = JSON.stringify(arr(snap.timeline).map((t) => [t.kind, t.title, t.status]));
    if (plans.timelineKey !== null && key !== plans.timelineKey && Date.now() - plans.labsAsked > 3000) {
      plans.labsAsked = Date.now();
      P.send({ type: 'rules' }, null, (msg) => {
        if (msg.type === 'result') fillLabs(msg.labs);
      });
    }
    plans.timelineKey = key;
    const character = chosenCharacter();
    const sheet = arr(snap.sheets).find((s) => s.id === character) || null;
    const state = JSON.stringify([sheet, key]);
    if (state !== plans.stateKey) {
      plans.stateKey = state;
      refreshPreviews();
    }
  }

  function setupPlans() {
    watch('learn-form', 'learn-spell', learnFields, 'learn-preview');
    watch('brew-form', 'brew', brewFields, 'brew-preview');
    watch('item-form', 'item-project', itemFields, 'item-preview');
    watch('research-form', 'research', researchFields, 'research-preview');
    watch('market-form', 'market-search', marketFields, 'market-preview');
    $('item-recipe').addEventListener('change', showStrengthUnit);
    $('between-character').addEventListener('change', refreshPreviews);
  }

  Object.assign(P, { setupPlans, plansRules, renderPlans, refreshPreviews });
})();
