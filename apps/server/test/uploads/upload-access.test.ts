import { beforeAll, describe, expect, it } from 'vitest';
import { readUploadForStaff } from '../../src/services/uploads/read-upload-for-staff.js';
import { readUploadForUser } from '../../src/services/uploads/read-upload-for-user.js';
import { assertOwnUpload } from '../../src/services/uploads/upload-ownership.js';
import { registerByEmail, type RegisteredUser } from '../helpers/accounts.js';
import { setSetting } from '../helpers/settings.js';
import { useTestServer } from '../helpers/test-server.js';
import { jpeg, png } from './corpus.js';
import { UPLOAD_URL, storedCounts, upload } from './helpers.js';

const server = useTestServer();
let alice: RegisteredUser;
let bob: RegisteredUser;

beforeAll(async () => {
  alice = await registerByEmail(server);
  bob = await registerByEmail(server);
});

const fetchImage = (token: string | undefined, id: string) =>
  server.call({
    method: 'GET',
    url: `${UPLOAD_URL}/${id}`,
    headers: token ? { authorization: token } : {},
  });

async function uploadAs(user: RegisteredUser, body: Buffer, purpose = 'kyc_front') {
  const reply = await upload(server, user.token, body, 'image/jpeg', purpose);
  expect(reply.body.code).toBe(200);
  return reply.body.result as { id: string; mime: string; bytes: number };
}

describe('who may upload and see an image', () => {
  it('uploading needs a signed-in user (401) and stores nothing without one', async () => {
    const before = await storedCounts(server);
    const anonymous = await upload(server, undefined, await jpeg());
    expect({ status: anonymous.status, code: anonymous.body.code }).toEqual({
      status: 401,
      code: 401,
    });
    const badToken = await upload(server, 'mrd_not-a-session', await jpeg());
    expect(badToken.status).toBe(401);
    expect(await storedCounts(server)).toEqual(before);
  });

  it('the owner gets the stored bytes with safe headers; another user gets 404', async () => {
    const image = await uploadAs(alice, await jpeg());
    const own = await fetchImage(alice.token, image.id);
    expect(own.status).toBe(200);
    expect(own.response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    });
    expect(own.response.rawPayload.length).toBe(image.bytes);
    const stored = await readUploadForUser(server.deps.db, alice.userId, image.id);
    expect(own.response.rawPayload.equals(stored!.bytes)).toBe(true);

    const foreign = await fetchImage(bob.token, image.id);
    expect({
      status: foreign.status,
      code: foreign.body.code,
      result: foreign.body.result,
    }).toEqual({ status: 404, code: 404, result: null });
    expect((await fetchImage(undefined, image.id)).status).toBe(401);
  });

  it('unknown and malformed ids are 404 too', async () => {
    for (const id of ['8f9c2f1e-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1"]) {
      const reply = await fetchImage(alice.token, encodeURIComponent(id));
      expect({ status: reply.status, code: reply.body.code }).toEqual({ status: 404, code: 404 });
    }
  });

  it('a PNG is served as image/png', async () => {
    const image = await uploadAs(alice, await png(), 'deposit_proof');
    expect(image.mime).toBe('image/png');
    const own = await fetchImage(alice.token, image.id);
    expect(own.response.headers['content-type']).toBe('image/png');
  });
});

describe('the hourly allowance', () => {
  it('refuses uploads past the per-user allowance with 429 and stores nothing', async () => {
    const carol = await registerByEmail(server);
    await setSetting(server, 'uploads.perUserPerHour', 2);
    try {
      await uploadAs(carol, await png());
      await uploadAs(carol, await png());
      const before = await storedCounts(server);
      const third = await upload(server, carol.token, await png(), 'image/png');
      expect({ status: third.status, code: third.body.code }).toEqual({ status: 429, code: 429 });
      expect(await storedCounts(server)).toEqual(before);
      // Another user's allowance is their own.
      await uploadAs(await registerByEmail(server), await png());
    } finally {
      await setSetting(server, 'uploads.perUserPerHour', 60);
    }
  });
});

describe('what other services call', () => {
  it("readUploadForUser: the owner only; readUploadForStaff: anyone's", async () => {
    const image = await uploadAs(alice, await jpeg(), 'kyc_back');
    const db = server.deps.db;
    expect(await readUploadForUser(db, alice.userId, image.id)).toMatchObject({
      mime: 'image/jpeg',
    });
    expect(await readUploadForUser(db, bob.userId, image.id)).toBeNull();
    expect(await readUploadForUser(db, alice.userId, 'nope')).toBeNull();
    const forStaff = await readUploadForStaff(db, image.id);
    expect(forStaff?.bytes.length).toBe(image.bytes);
    expect(await readUploadForStaff(db, '8f9c2f1e-0000-4000-8000-000000000000')).toBeNull();
  });

  it('assertOwnUpload: passes for the own upload of a listed purpose, else 468', async () => {
    const signature = await uploadAs(alice, await png(), 'kyc_signature');
    const db = server.deps.db;
    await expect(
      assertOwnUpload(db, alice.userId, signature.id, ['kyc_signature']),
    ).resolves.toBeUndefined();
    await expect(
      assertOwnUpload(db, alice.userId, signature.id, ['kyc_front', 'kyc_signature']),
    ).resolves.toBeUndefined();
    const refusals = [
      () => assertOwnUpload(db, alice.userId, signature.id, ['deposit_proof']), // wrong purpose
      () => assertOwnUpload(db, bob.userId, signature.id, ['kyc_signature']), // someone else's
      () =>
        assertOwnUpload(db, alice.userId, '8f9c2f1e-0000-4000-8000-000000000000', ['kyc_front']),
      () => assertOwnUpload(db, alice.userId, 'not-a-uuid', ['kyc_front']),
    ];
    for (const refusal of refusals)
      await expect(refusal()).rejects.toMatchObject({ code: 468, httpStatus: 400 });
  });
});

describe('the API documentation', () => {
  it('lists both calls under the user tag', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const post = doc.paths['/swx/customer/user/upload']?.post;
    const get = doc.paths['/swx/customer/user/upload/{id}']?.get;
    expect(post?.tags).toEqual(['user']);
    expect(get?.tags).toEqual(['user']);
    expect(Object.keys(post.requestBody.content)).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/png', 'image/jp2']),
    );
    expect(Object.keys(get.responses['200'].content)).toEqual(['image/jpeg', 'image/png']);
  });
});
