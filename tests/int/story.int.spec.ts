import { randomUUID } from 'node:crypto';
import type { ChartData } from '@canopy/contracts/analytics/api';
import { type DataStory, StoryMessages, StoryPaths, StoryRules } from '@canopy/contracts/story/api';
import type { Assessment, Package } from '@canopy/contracts/survey/api';
import { WorkspaceMessages, type Workspace } from '@canopy/contracts/workspace/api';
import JSZip from 'jszip';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectHidden, expectNotAssigned, type Probe } from '../support/access.ts';
import { imageSize } from '@canopy/story';
import { form, TINY_PNG } from '../support/identity.ts';
import { appendSubmission, createAssessedPackage } from '../support/library.ts';
import { addParticipants, createGroup, moveToGroup, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The Data Story API: snapshots of a chart (figures computed by the server, held back as the chart holds them back),
// of the map and of uploaded images (checked by content, below 20 MB), comments, order, frame, the share link with
// its expiry and removal, the images behind signed expiring URLs, and the team and workspace rule on every route.
// Answers: group A has 6 people (5 5 4 4 3 3), group B 3 people (2 2 2): B, below the minimum of 5, is hidden, and A
// beside it (everyone minus A would be B); everyone counts all nine (ADR 0128).

// the services' clock runs with real time, moved forward by `later` to see URLs and links expire
const later = { ms: 0 };
const world = withTwoTeams({ clock: { now: () => new Date(Date.now() + later.ms) } });
let workspace: Workspace;
let assessment: Assessment;
let pkg: Package;
const groups = { A: '', B: '' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

afterEach(() => {
  later.ms = 0;
});

const story = async (token = world.ada) => {
  const answer = await world.api.call<DataStory>('GET', StoryPaths.story(workspace.id), { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const addFile = (name: string, file: { name: string; bytes: Buffer | string; type?: string } | undefined, token = world.ada) =>
  world.api.call('POST', StoryPaths.fileSnapshots(workspace.id), { token, form: form({ name }, file) });
const chartRequest = () => ({ type: 'type1', assessment_id: assessment.id, groups_ids: [groups.A, groups.B] });
const addChart = (data: unknown, name = 'Group averages', token = world.ada) =>
  world.api.call('POST', StoryPaths.snapshots(workspace.id), {
    token,
    form: form({ name, data: JSON.stringify(data) }, { name: 'chart.jpg', bytes: JPEG, type: 'image/jpeg' }),
  });
/** GET of an image URL the API handed out, as an <img> would (no token) */
const fetchImage = (url: string) => world.api.call('GET', url);

beforeAll(async () => {
  workspace = await createWorkspace(world.api, world.ada, 'Story Co');
  const added = (
    await addParticipants(
      world.api,
      world.ada,
      Array.from({ length: 9 }, (_, n) => participantRow(workspace.id, n)),
    )
  ).participants;
  groups.A = (await createGroup(world.api, world.ada, workspace.id, 'Group A')).id;
  groups.B = (await createGroup(world.api, world.ada, workspace.id, 'Group B')).id;
  for (const [index, person] of added.entries()) await moveToGroup(world.api, world.ada, person.id, index < 6 ? groups.A : groups.B);
  ({ assessment, pkg } = await createAssessedPackage(
    world.api,
    world.ada,
    workspace.id,
    { category: 'Culture', assessment: 'Team health', package: 'Pulse' },
    [{ body: 'I enjoy my work', answer_type: 'one_to_five' }],
  ));
  const values = [5, 5, 4, 4, 3, 3, 2, 2, 2];
  const cycleId = `cycle-${randomUUID()}`;
  let last = null as Awaited<ReturnType<typeof appendSubmission>> | null;
  for (const [index, person] of added.entries()) {
    last = await appendSubmission(
      world.runtime,
      { workspace, pkg, assessment, cycleId },
      person.id,
      [{ question_id: assessment.questions[0]!.id, answer_type: 'one_to_five', value: values[index]!, passed: false }],
      new Date(Date.now() - 5 * DAY).toISOString(),
    );
  }
  expect(await world.runtime.deps.waiter.waitFor(last!.position, ['analytics_answers'], 10_000)).toBe(true);
});

describe('uploaded images', () => {
  it('stores a png by its content and serves it behind a signed URL that expires', async () => {
    const answer = await addFile('Logo slide', { name: 'slide.png', bytes: TINY_PNG, type: 'image/png' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.snapshot).toMatchObject({ name: 'Logo slide', type: 'file', kind: 'file', comment: '' });
    const url: string = answer.body.snapshot.url.url;
    expect(url).toMatch(/\?exp=\d+&sig=/);
    const image = await fetchImage(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    // a changed signature or expiry opens nothing; past its expiry the URL itself stops answering
    // (a first character that differs from the real one: 'A' alone left one signature in 64 unchanged)
    expect((await fetchImage(url.replace(/sig=(.)/, (_m, first) => `sig=${first === 'A' ? 'B' : 'A'}`))).status).toBe(404);
    expect((await fetchImage(url.replace(/exp=(\d+)/, (_m, exp) => `exp=${Number(exp) + 3600}`))).status).toBe(404);
    later.ms = 3 * HOUR;
    expect(await fetchImage(url)).toMatchObject({ status: 404, body: { detail: StoryMessages.imageGone } });
  });

  it("a consultant's signed image URL answers for minutes, not hours", async () => {
    const base = later.ms;
    try {
      const url: string = (await addFile('Short lived', { name: 'short.png', bytes: TINY_PNG, type: 'image/png' })).body.snapshot.url.url;
      const expires = Number(/exp=(\d+)/.exec(url)![1]) * 1000;
      const now = Date.now() + base;
      expect(expires - now).toBeGreaterThan(4 * 60_000);
      expect(expires - now).toBeLessThanOrEqual(10 * 60_000 + 1000);
      later.ms = base + 4 * 60_000;
      expect((await fetchImage(url)).status).toBe(200);
      later.ms = base + 11 * 60_000;
      expect(await fetchImage(url)).toMatchObject({ status: 404, body: { detail: StoryMessages.imageGone } });
    } finally {
      later.ms = base;
    }
  });

  it('refuses an HTML file named .png, a 20 MB image, no file and no name, and keeps nothing of them', async () => {
    const before = (await story()).snapshots.length;
    expect(await addFile('Fake', { name: 'fake.png', bytes: '<html><script>alert(1)</script></html>', type: 'image/png' })).toMatchObject({
      status: 400,
      body: { detail: StoryMessages.imageFormat },
    });
    const huge = Buffer.concat([JPEG, Buffer.alloc(21 * 1024 * 1024 - JPEG.length)]);
    expect(await addFile('Huge', { name: 'huge.jpg', bytes: huge, type: 'image/jpeg' })).toMatchObject({
      status: 400,
      body: { detail: StoryMessages.imageSize },
    });
    const justUnder = Buffer.concat([JPEG, Buffer.alloc(StoryRules.imageMaxBytes - 1 - JPEG.length)]);
    expect((await addFile('Big but fine', { name: 'big.JPEG', bytes: justUnder, type: 'image/jpeg' })).status).toBe(201);
    expect(await addFile('No file', undefined)).toMatchObject({ status: 400, body: { detail: StoryMessages.imageRequired } });
    expect(await addFile('   ', { name: 'a.png', bytes: TINY_PNG })).toMatchObject({
      status: 400,
      body: { detail: StoryMessages.nameRequired },
    });
    expect(await addFile('Nul\u0000', { name: 'a.png', bytes: TINY_PNG })).toMatchObject({ status: 400 });
    expect((await story()).snapshots.length).toBe(before + 1);
  });
});

describe('chart snapshots', () => {
  it('stores the figures the server computed for the chart, held back where the chart holds them back, whatever the client sends', async () => {
    const forged = {
      kind: 'chart',
      chart: { block_id: 'block-1', chart_id: 'chart-1', request: chartRequest() },
      settings: { groupsNames: ['Group A', 'Group B'], assesmNames: ['Team health'], is_all_participants: false },
      // figures a client might try to slip in: ignored, the schema has no place for them
      figures: { type: 'type1', groups: [{ group_name: 'Group B', value_avg: 2 }] },
      data: { groups: [{ group_name: 'Group B', value_avg: 2 }] },
    };
    const answer = await addChart(forged);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const direct = await world.api.call<ChartData>('POST', `/analytics/workspaces/${workspace.id}/charts/data`, {
      token: world.ada,
      json: chartRequest(),
    });
    expect(answer.body.snapshot.data).toEqual(direct.body);
    expect(answer.body.snapshot).toMatchObject({
      type: 'type1',
      kind: 'chart',
      view: 'combined',
      block_id: 'block-1',
      chart_id: 'chart-1',
    });
    const groupsShown = (answer.body.snapshot.data as Extract<ChartData, { type: 'type1' }>).groups;
    // everyone counts all nine, (24 + 6) / 9 = 3.33 (ADR 0128); B (3 people) is below the minimum, so it is hidden,
    // and A with it (everyone minus A would be B): neither shows a value anywhere
    expect((answer.body.snapshot.data as Extract<ChartData, { type: 'type1' }>).held_back).toBe(0);
    expect(groupsShown.find((row) => row.group_name === 'All participants')).toMatchObject({ value_avg: 3.33, respondents: 9 });
    expect(groupsShown.find((row) => row.group_name === 'Group A')).toMatchObject({ suppressed: true, withheld: 'apart', value_avg: null });
    expect(groupsShown.filter((row) => row.group_name === 'Group B' && row.value_avg !== null)).toEqual([]);
    const listed = (await story()).snapshots.find((item) => item.id === answer.body.snapshot.id)!;
    expect(listed.settings).toMatchObject({
      groupsNames: ['Group A', 'Group B'],
      assesmNames: ['Team health'],
      is_all_participants: false,
    });
    expect(JSON.stringify(listed)).not.toContain('"value_avg":2');
  });

  it('draws a chart snapshot’s image itself, a PNG on the spec’s canvas, whatever image the client sends or if it sends none', async () => {
    const data = { kind: 'chart', chart: { block_id: null, chart_id: null, request: chartRequest() }, settings: {} };
    const sent = await addChart(data, 'Drawn by the server');
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const image = await fetch(`${world.runtime.url}${sent.body.snapshot.url.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await image.arrayBuffer());
    // not the JPEG the client sent: the server's own drawing, 5,333 x 3,000 px
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(imageSize(bytes)).toEqual({ width: StoryRules.canvasWidth, height: StoryRules.canvasHeight });
    const none = await world.api.call('POST', StoryPaths.snapshots(workspace.id), {
      token: world.ada,
      form: form({ name: 'No file sent', data: JSON.stringify(data) }),
    });
    expect(none.status, JSON.stringify(none.body)).toBe(201);
    // a map is drawn by the server too, from the filters it sends (story.map.int.spec.ts); without them it is refused
    const map = await world.api.call('POST', StoryPaths.snapshots(workspace.id), {
      token: world.ada,
      form: form({ name: 'Map', data: JSON.stringify({ kind: 'map', settings: {} }) }),
    });
    expect(map).toMatchObject({ status: 400, body: { detail: StoryMessages.mapRequired } });
  });

  it('cannot be combined to give away the small group: a snapshot of everyone and one of group A leave B underivable', async () => {
    const probes: string[] = [];
    const snap = async (groups_ids: string[]) => {
      const answer = await addChart(
        { kind: 'chart', chart: { request: { type: 'type1', assessment_id: assessment.id, groups_ids } } },
        `Probe ${groups_ids.length}`,
      );
      expect(answer.status).toBe(201);
      probes.push(answer.body.snapshot.id);
      return (answer.body.snapshot.data as Extract<ChartData, { type: 'type1' }>).groups;
    };
    const everyone = (await snap([])).find((row) => row.group_name === 'All participants');
    const onlyA = (await snap([groups.A])).find((row) => row.group_name === 'All participants');
    // B's average would be (sum of everyone - sum of A) / (n of everyone - n of A) if both were shown over different people
    const derivable =
      everyone?.value_avg != null &&
      onlyA?.value_avg != null &&
      everyone.respondents !== null &&
      onlyA.respondents !== null &&
      everyone.respondents - onlyA.respondents > 0 &&
      everyone.respondents - onlyA.respondents < 5;
    expect(derivable, JSON.stringify({ everyone, onlyA })).toBe(false);
    for (const id of probes) await world.api.call('DELETE', StoryPaths.snapshot(id), { token: world.ada });
  });

  it('refuses a chart snapshot without its chart, an assessment outside the workspace, and bad data', async () => {
    expect(await addChart({ kind: 'chart', chart: null })).toMatchObject({ status: 400, body: { detail: StoryMessages.chartRequired } });
    expect(await addChart({ kind: 'chart', chart: { request: { ...chartRequest(), assessment_id: 'nope' } } })).toMatchObject({
      status: 404,
    });
    expect(await addChart('not an object')).toMatchObject({ status: 400 });
    expect(
      (
        await addChart(
          { kind: 'map', map: { request: {} }, settings: { percentiles: { start_range: 1, end_range: 100 }, connectedness_score: 0.4 } },
          'Map',
        )
      ).status,
    ).toBe(201);
  });
});

describe('bad input and bursts', () => {
  it('refuses a comment with a NUL byte or a lone surrogate, and a huge one, keeping the comment as it was', async () => {
    const target = (await story()).snapshots[0]!;
    for (const comment of ['a\u0000b', 'a\uD800b', 'x'.repeat(200_000)]) {
      const answer = await world.api.call('PUT', StoryPaths.comment(target.id), { token: world.ada, json: { comment } });
      expect(answer.status, comment.slice(0, 10)).toBe(400);
    }
    expect((await story()).snapshots[0]!.comment).toBe(target.comment);
  });

  it('keeps every one of a burst of uploads and comments, in the order they were stored', async () => {
    const before = (await story()).snapshots.length;
    const uploads = await Promise.all(
      Array.from({ length: 8 }, (_, n) => addFile(`Burst ${n}`, { name: `b${n}.png`, bytes: TINY_PNG, type: 'image/png' })),
    );
    const refused = uploads.filter((answer) => answer.status !== 201).map((answer) => answer.body);
    expect(
      uploads.map((answer) => answer.status),
      JSON.stringify(refused),
    ).toEqual(Array(8).fill(201));
    const after = await story();
    expect(after.snapshots).toHaveLength(before + 8);
    const burst = after.snapshots.filter((item) => item.name.startsWith('Burst '));
    await Promise.all(
      burst.map((item) => world.api.call('PUT', StoryPaths.comment(item.id), { token: world.ada, json: { comment: `on ${item.name}` } })),
    );
    const commented = (await story()).snapshots.filter((item) => item.name.startsWith('Burst '));
    expect(commented.every((item) => item.comment === `on ${item.name}`)).toBe(true);
    expect(new Set(commented.map((item) => item.position)).size).toBe(8);
    for (const item of burst) expect((await world.api.call('DELETE', StoryPaths.snapshot(item.id), { token: world.ada })).status).toBe(204);
  });

  it('refuses a form that is not multipart, or cut short', async () => {
    expect((await world.api.call('POST', StoryPaths.fileSnapshots(workspace.id), { token: world.ada, json: { name: 'x' } })).status).toBe(
      415,
    );
    const boundary = 'cut-short';
    const cut = await fetch(`${world.runtime.url}/api/v1${StoryPaths.fileSnapshots(workspace.id)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${world.ada}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
    });
    expect(cut.status).toBe(400);
  });
});

describe('comments, order, frame', () => {
  it('keeps a comment of 500 characters, refuses 501, and reorders only with every snapshot named once', async () => {
    const { snapshots } = await story();
    const first = snapshots[0]!;
    expect(
      await world.api.call('PUT', StoryPaths.comment(first.id), { token: world.ada, json: { comment: 'ש'.repeat(500) } }),
    ).toMatchObject({
      status: 200,
      body: { snapshot: { comment: 'ש'.repeat(500) } },
    });
    expect(
      await world.api.call('PUT', StoryPaths.comment(first.id), { token: world.ada, json: { comment: 'x'.repeat(501) } }),
    ).toMatchObject({
      status: 400,
      body: { detail: StoryMessages.commentTooLong },
    });
    const reversed = snapshots.map((item) => item.id).reverse();
    const reordered = await world.api.call<DataStory>('PUT', StoryPaths.story(workspace.id), {
      token: world.ada,
      json: { snapshots_ids_position: reversed, frame_color: 'A1B2C3', logo_team: false },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.snapshots.map((item) => item.id)).toEqual(reversed);
    expect(reordered.body).toMatchObject({ frame_color: '#a1b2c3', logo_team: false, logo_workspace: true });
    // the comments stay with their snapshots: the one last before is first now, the one just commented last
    const after = (await story()).snapshots;
    expect(after[0]).toMatchObject({ id: snapshots.at(-1)!.id, comment: snapshots.at(-1)!.comment });
    expect(after.at(-1)).toMatchObject({ id: first.id, comment: 'ש'.repeat(500) });
    expect(
      await world.api.call('PUT', StoryPaths.story(workspace.id), {
        token: world.ada,
        json: { snapshots_ids_position: reversed.slice(1) },
      }),
    ).toMatchObject({ status: 409, body: { detail: StoryMessages.orderMismatch } });
    const gradient = await world.api.call<DataStory>('PUT', StoryPaths.story(workspace.id), {
      token: world.ada,
      json: { frame_color: 'red' },
    });
    expect(gradient.body.frame_color).toBeNull();
  });
});

describe('the PowerPoint deck', () => {
  const texts = (xml: string) => [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((match) => match[1]!).join(' ');
  const numbers = (xml: string) => [...xml.matchAll(/<c:v>([^<]*)<\/c:v>/g)].map((match) => match[1]!);

  it('holds a title slide, then a slide per snapshot in order with name, filters and comment, and native charts of the stored figures', async () => {
    const own = await story();
    const answer = await fetch(`${world.runtime.url}/api/v1${StoryPaths.deck(workspace.id)}`, {
      headers: { authorization: `Bearer ${world.ada}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('presentationml.presentation');
    expect(answer.headers.get('content-disposition')).toContain('Data_Story_Story Co.pptx');
    const zip = await JSZip.loadAsync(Buffer.from(await answer.arrayBuffer()));
    const slide = (n: number) => zip.file(`ppt/slides/slide${n}.xml`)!.async('string');
    expect(zip.file(`ppt/slides/slide${own.snapshots.length + 2}.xml`)).toBeNull();
    expect(texts(await slide(1))).toContain('Story Co');
    for (const [index, snapshot] of own.snapshots.entries()) {
      const xml = await slide(index + 2);
      expect(texts(xml)).toContain(snapshot.name);
      if (snapshot.comment) expect(texts(xml)).toContain(snapshot.comment);
      const notes = await zip.file(`ppt/notesSlides/notesSlide${index + 2}.xml`)!.async('string');
      if (snapshot.comment) expect(texts(notes)).toContain(snapshot.comment);
      // Hebrew reads right to left
      if (/[\u0590-\u05FF]/.test(snapshot.comment)) expect(xml).toMatch(/rtl="1"/);
    }
    const chartSnapshot = own.snapshots.find((item) => item.name === 'Group averages')!;
    const chartSlide = await slide(own.snapshots.indexOf(chartSnapshot) + 2);
    expect(texts(chartSlide)).toContain('Team health · Group A, Group B');
    // n as the Culture card states it: everyone the figures are drawn from, group A's 6 (group B's 3 held back)
    expect(texts(chartSlide)).toMatch(/ · n = 9 respondents · Hidden/);
    expect(texts(chartSlide)).toContain('Hidden, fewer than 5 respondents: Group B.');
    expect(texts(chartSlide)).toContain('Hidden so that no group smaller than 5 can be worked out from the others: Group A.');
    // one native chart per chart snapshot of the story (a retried test before this one adds a second), numbered in
    // slide order
    const charts = Object.keys(zip.files)
      .filter((name) => /^ppt\/charts\/chart\d+\.xml$/.test(name))
      .sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]));
    expect(charts).toHaveLength(own.snapshots.filter((item) => item.kind === 'chart').length);
    const chartXml = await zip.file(charts[own.snapshots.filter((item) => item.kind === 'chart').indexOf(chartSnapshot)]!)!.async('string');
    const figures = chartSnapshot.data as Extract<ChartData, { type: 'type1' }>;
    const shown = figures.groups.filter((row) => !row.suppressed);
    // the series: one category per figure shown, its value the stored figure; nothing held back appears
    expect(chartXml).toContain('<c:barDir val="bar"/>');
    // the figures as the server computed them (4, not 4.0), on the five-point scale's own axis
    expect(chartXml).toContain('formatCode="General"');
    expect(chartXml).toMatch(/<c:valAx>[\s\S]*<c:min val="1"\/>/);
    const values = numbers(chartXml)
      .filter((value) => /^-?\d+(\.\d+)?$/.test(value))
      .map(Number);
    for (const row of shown) expect(values).toContain(row.value_avg);
    expect(numbers(chartXml)).toContain('All participants');
    expect(chartXml).not.toContain('Group B');
  });

  it('is refused to another team (404) and to a colleague not assigned (403)', async () => {
    expect((await world.api.call('GET', StoryPaths.deck(workspace.id), { token: world.bea })).status).toBe(404);
    expect((await world.api.call('GET', StoryPaths.deck(workspace.id), { token: world.alan })).status).toBe(403);
  });
});

describe('the share link', () => {
  it('needs at least 1 day, opens the story without an account, and after removal the view and every image URL answer no more', async () => {
    expect(await world.api.call('POST', StoryPaths.link(workspace.id), { token: world.ada, json: { link_expiration: 0 } })).toMatchObject({
      status: 400,
      body: { detail: StoryMessages.expiryDays },
    });
    const shared = await world.api.call('POST', StoryPaths.link(workspace.id), { token: world.ada, json: { link_expiration: 3 } });
    expect(shared.status).toBe(200);
    const link: string = shared.body.link.story_link;
    expect(link).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(shared.body.link).toMatchObject({ days: 3, days_difference: 3 });
    // changing the expiry keeps the address
    const changed = await world.api.call('POST', StoryPaths.link(workspace.id), { token: world.ada, json: { link_expiration: 7 } });
    expect(changed.body.link).toMatchObject({ story_link: link, days: 7 });

    const view = await world.api.call<DataStory>('GET', StoryPaths.shared(link));
    expect(view.status).toBe(200);
    const own = await story();
    expect(view.body.snapshots.map((item) => item.id)).toEqual(own.snapshots.map((item) => item.id));
    expect(view.body.workspace.name).toBe('Story Co');
    const urls = view.body.snapshots.map((item) => item.url.url);
    for (const url of urls) {
      expect(url).toContain(`/data-story/links/${link}/images/`);
      expect((await fetchImage(url)).status).toBe(200);
    }
    // the consultant's own signed URLs are not the visitor's
    expect(JSON.stringify(view.body)).not.toContain('sig=');

    expect((await world.api.call('PUT', StoryPaths.deactivateLink(workspace.id), { token: world.ada })).body).toEqual({ link: null });
    expect(await world.api.call('GET', StoryPaths.shared(link))).toMatchObject({ status: 404, body: { detail: StoryMessages.linkGone } });
    for (const url of urls) expect(await fetchImage(url)).toMatchObject({ status: 404, body: { detail: StoryMessages.linkGone } });
  });

  it('stops at its expiry, and a new link after that is a new address', async () => {
    const shared = await world.api.call('POST', StoryPaths.link(workspace.id), { token: world.ada, json: { link_expiration: 1 } });
    const link: string = shared.body.link.story_link;
    const image = (await world.api.call<DataStory>('GET', StoryPaths.shared(link))).body.snapshots[0]!.url.url;
    expect((await fetchImage(image)).status).toBe(200);
    later.ms = DAY + 1000;
    expect(await world.api.call('GET', StoryPaths.shared(link))).toMatchObject({ status: 404, body: { detail: StoryMessages.linkGone } });
    expect((await fetchImage(image)).status).toBe(404);
    expect((await world.api.call('GET', StoryPaths.link(workspace.id), { token: world.ada })).body).toEqual({ link: null });
    const again = await world.api.call('POST', StoryPaths.link(workspace.id), { token: world.ada, json: { link_expiration: 2 } });
    expect(again.body.link.story_link).not.toBe(link);
    expect(await world.api.call('GET', StoryPaths.shared('x'.repeat(22)))).toMatchObject({
      status: 404,
      body: { detail: StoryMessages.linkGone },
    });
  });
});

describe('access', () => {
  it('hides every route from another team (404) and refuses a colleague not assigned (403)', async () => {
    const snapshotId = (await story()).snapshots[0]!.id;
    const workspaceProbes = (hidden: string): Probe[] => [
      { method: 'GET', path: StoryPaths.story(workspace.id), hidden },
      { method: 'PUT', path: StoryPaths.story(workspace.id), json: { frame_color: '#000' }, hidden },
      { method: 'GET', path: StoryPaths.link(workspace.id), hidden },
      { method: 'POST', path: StoryPaths.link(workspace.id), json: { link_expiration: 5 }, hidden },
      { method: 'PUT', path: StoryPaths.deactivateLink(workspace.id), hidden },
      { method: 'POST', path: StoryPaths.snapshots(workspace.id), json: {}, hidden },
      { method: 'POST', path: StoryPaths.fileSnapshots(workspace.id), json: {}, hidden },
    ];
    const snapshotProbes: Probe[] = [
      { method: 'PUT', path: StoryPaths.comment(snapshotId), json: { comment: 'mine now' }, hidden: StoryMessages.snapshotNotFound },
      { method: 'DELETE', path: StoryPaths.snapshot(snapshotId), hidden: StoryMessages.snapshotNotFound },
    ];
    await expectHidden(world.api, world.bea, [...workspaceProbes(WorkspaceMessages.notFound), ...snapshotProbes]);
    await expectNotAssigned(world.api, world.alan, [...workspaceProbes(''), ...snapshotProbes]);
    // and a multipart upload by either stores nothing
    expect((await addFile('Intruder', { name: 'a.png', bytes: TINY_PNG }, world.bea)).status).toBe(404);
    expect((await addFile('Intruder', { name: 'a.png', bytes: TINY_PNG }, world.alan)).status).toBe(403);
    const after = await story();
    expect(after.snapshots.some((item) => item.name === 'Intruder' || item.comment === 'mine now')).toBe(false);
    expect(after.frame_color).not.toBe('#000');
  });

  it('deletes a snapshot, whose image URL then answers no more', async () => {
    const target = (await story()).snapshots[0]!;
    expect((await world.api.call('DELETE', StoryPaths.snapshot(target.id), { token: world.ada })).status).toBe(204);
    expect((await story()).snapshots.some((item) => item.id === target.id)).toBe(false);
    expect((await fetchImage(target.url.url)).status).toBe(404);
    expect(await world.api.call('DELETE', StoryPaths.snapshot(target.id), { token: world.ada })).toMatchObject({
      status: 404,
      body: { detail: StoryMessages.snapshotNotFound },
    });
  });
});
