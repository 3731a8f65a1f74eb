// The workshop ballot on a participant's own device. It talks only to the server that served
// it, under the session's path: /w/<session token>/api/... Each device gets a participant token
// of its own (kept in this browser's storage for this server's address), which the server ties
// to one participant for the whole workshop, so a device casts one ballot per round and can
// change it until the reveal, also after the facilitator stops and restarts the session.
'use strict';

(function () {
  const base = window.location.pathname.replace(/[^/]*$/, '');
  // Not tied to the link: a restarted session has a new link but knows the same devices. The
  // browser keeps storage apart per address and port already.
  const storageKey = 'acceldecide-participant';
  const pollMs = 3000;
  const ends = { 1: 'barely', 3: 'middle', 5: 'decisive' };

  const el = (id) => document.getElementById(id);
  let participant = null;
  let shownIds = '';
  let state = null;
  let sending = false;

  function setStatus(text, kind) {
    const status = el('status');
    status.textContent = text;
    status.className = 'status' + (kind ? ' ' + kind : '');
  }

  async function call(method, endpoint, body) {
    const headers = {};
    if (participant) headers['X-Participant'] = participant;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(base + 'api/' + endpoint, {
      method: method,
      headers: headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      credentials: 'omit',
    });
    let data = {};
    try { data = await response.json(); } catch (e) { data = {}; }
    return { ok: response.ok, status: response.status, data: data };
  }

  function remember(token) {
    participant = token;
    try {
      if (token) window.localStorage.setItem(storageKey, token);
      else window.localStorage.removeItem(storageKey);
    } catch (e) { /* private mode */ }
  }

  async function join(code) {
    const reply = await call('POST', 'join', code === undefined ? {} : { code: code });
    if (!reply.ok || typeof reply.data.participant !== 'string') {
      setStatus(reply.data.error || 'Could not join the session.', 'bad');
      return false;
    }
    remember(reply.data.participant);
    el('code-form').hidden = true;
    return true;
  }

  // Characters as the server counts them: code points of the composed (NFC) form.
  function characters(text) {
    return Array.from(text.normalize('NFC')).length;
  }

  function buildCriteria(criteria) {
    const box = el('criteria');
    box.textContent = '';
    for (const c of criteria) {
      const set = document.createElement('fieldset');
      set.dataset.criterion = c.id;
      const legend = document.createElement('legend');
      legend.textContent = c.name;
      set.appendChild(legend);
      const summary = document.createElement('p');
      summary.className = 'summary';
      summary.textContent = c.summary;
      set.appendChild(summary);
      if (c.description && c.description !== c.summary) {
        const more = document.createElement('details');
        const label = document.createElement('summary');
        label.textContent = 'More about this criterion';
        more.appendChild(label);
        const text = document.createElement('p');
        text.textContent = c.description;
        more.appendChild(text);
        set.appendChild(more);
      }
      const scale = document.createElement('div');
      scale.className = 'scale';
      for (let w = state.scale.min; w <= state.scale.max; ++w) {
        const id = 'w-' + c.id + '-' + w;
        const input = document.createElement('input');
        input.type = 'radio';
        input.name = c.id;
        input.value = String(w);
        input.id = id;
        input.checked = w === 3;
        input.setAttribute('aria-label', c.name + ': ' + w);
        const label = document.createElement('label');
        label.htmlFor = id;
        label.textContent = String(w);
        if (ends[w]) {
          const small = document.createElement('small');
          small.textContent = ends[w];
          label.appendChild(small);
        }
        scale.appendChild(input);
        scale.appendChild(label);
      }
      set.appendChild(scale);
      box.appendChild(set);
    }
  }

  function weights() {
    const out = {};
    for (const c of state.criteria) {
      const checked = document.querySelector('input[name="' + CSS.escape(c.id) + '"]:checked');
      if (checked) out[c.id] = Number(checked.value);
    }
    return out;
  }

  function showWeights(given) {
    for (const [id, w] of Object.entries(given)) {
      const input = document.getElementById('w-' + id + '-' + w);
      if (input) input.checked = true;
    }
  }

  function render(next, fresh) {
    const roundChanged = !state || state.round !== next.round;
    state = next;
    document.title = (state.title || 'Workshop') + ' · ballot';
    el('title').textContent = state.title || 'Workshop';
    el('round').textContent = 'Round ' + state.round + (state.open ? ' · open' : ' · closed');
    const ids = state.criteria.map((c) => c.id).join('|');
    if (ids !== shownIds) {
      buildCriteria(state.criteria);
      shownIds = ids;
      if (state.voted) showWeights(state.weights);
    } else if (fresh && state.voted) {
      showWeights(state.weights);
    }
    el('ballot').hidden = false;
    el('send').hidden = false;
    const known = state.label !== '';
    el('who').hidden = known;
    el('you').hidden = !known;
    el('you').textContent = known ? 'You are ' + state.label + '.' : '';
    el('name-hint').textContent = state.anonymous
      ? 'The results show you as “Participant” and a number, never by this name.'
      : 'The facilitator has chosen to show names with the results.';
    for (const input of document.querySelectorAll('#ballot input, #send')) {
      input.disabled = !state.open || sending;
    }
    if (!state.open) {
      setStatus('Round ' + state.round + ' is closed: the results are being revealed. '
                + 'The page opens again when the next round starts.', '');
    } else if (state.voted) {
      el('send').textContent = 'Change my ballot';
      if (roundChanged || fresh) {
        setStatus('Received. You are ' + state.label + '. You can change your ballot until '
                  + 'the round closes.', 'good');
      }
    } else {
      el('send').textContent = 'Send my ballot';
      if (roundChanged && !fresh) setStatus('Round ' + state.round + ' is open.', '');
    }
  }

  async function poll(fresh) {
    try {
      const reply = await call('GET', 'state');
      if (reply.ok && participant && !reply.data.joined) {
        setStatus('The facilitator removed this device from the session.', 'bad');
        remember(null);
        el('ballot').hidden = true;
        el('send').hidden = true;
        return;
      } else if (reply.ok) {
        render(reply.data, fresh);
      } else if (reply.status === 403 || reply.status === 410) {
        setStatus(reply.data.error || 'This session has ended.', 'bad');
        el('ballot').hidden = true;
        el('send').hidden = true;
        return; // nothing more to ask for
      }
    } catch (e) {
      setStatus('The session cannot be reached. Is this device on the room\'s network?', 'bad');
    }
    window.setTimeout(() => poll(false), pollMs);
  }

  async function send(event) {
    event.preventDefault();
    if (!state || !state.open || sending) return;
    sending = true;
    el('send').disabled = true;
    const body = { round: state.round, weights: weights() };
    const name = el('name').value.trim().normalize('NFC');
    if (name !== '' && state.label === '') {
      if (characters(name) > state.name_max) {
        setStatus('A name can have at most ' + state.name_max + ' characters; this one has '
                  + characters(name) + '.', 'bad');
        sending = false;
        el('send').disabled = false;
        return;
      }
      body.name = name;
    }
    setStatus('Sending…', '');
    try {
      const reply = await call('POST', 'ballot', body);
      if (reply.ok) {
        sending = false;
        render(reply.data, true);
      } else {
        setStatus(reply.data.error || ('The ballot was refused (' + reply.status + ').'), 'bad');
      }
    } catch (e) {
      setStatus('The ballot could not be sent. Try again in a moment.', 'bad');
    }
    sending = false;
    if (state) el('send').disabled = !state.open;
  }

  async function start() {
    el('ballot').addEventListener('submit', send);
    // Enter on a choice sends the ballot, as Enter in the name field does.
    el('ballot').addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && event.target.type === 'radio') {
        event.preventDefault();
        el('ballot').requestSubmit(el('send'));
      }
    });
    el('code-form').addEventListener('submit', async (event) => {
      event.preventDefault();
      if (await join(el('code').value.trim())) poll(true);
    });
    await enter();
  }

  // The state says whether this device is known, and how a new one may join.
  async function enter() {
    try { participant = window.localStorage.getItem(storageKey); } catch (e) { participant = null; }
    let reply;
    try {
      reply = await call('GET', 'state');
    } catch (e) {
      setStatus('The session cannot be reached. Is this device on the room\'s network?', 'bad');
      return;
    }
    if (!reply.ok) {
      setStatus(reply.data.error || 'This session has ended.', 'bad');
      return;
    }
    if (reply.data.joined) {
      poll(true);
      return;
    }
    remember(null); // a token from an earlier workshop, or none
    if (!reply.data.joining.open) {
      setStatus('The facilitator has closed joining: no new devices can join.', 'bad');
    } else if (reply.data.joining.code) {
      el('code-form').hidden = false;
      setStatus('Type the code the facilitator shows to join.', '');
      el('code').focus();
    } else if (await join()) {
      poll(true);
    }
  }
  start();
})();
