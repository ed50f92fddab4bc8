import { expect, it } from 'vitest';
import { readConfig, SettingsError } from './config.js';

it('reads the defaults from an empty environment, and empty values as unset', () => {
  const config = readConfig({ PORT: '', MQTT_PORT: '' });
  expect(config).toMatchObject({
    port: 8080,
    host: '0.0.0.0',
    publicUrl: 'http://localhost:8080',
    signInLimitPerMinute: 20,
    mqttPort: 1883,
    trustProxy: false,
    checkInTimeoutMinutes: 30,
    groupPublishMin: 50,
    broadcastFallbackMs: 5_000,
    callRingSeconds: 45,
    iceServers: [],
    production: false,
  });
});

it('reads what is set', () => {
  const config = readConfig({
    PORT: '9090',
    MQTT_PORT: 'off',
    TRUST_PROXY: '10.0.0.2',
    SIGN_IN_LIMIT_PER_MINUTE: '5',
    PUBLIC_URL: 'https://portal.example.org/',
    MQTT_DYNSEC: 'true',
    CALL_RING_SECONDS: '20',
    ICE_SERVERS: '[{ "urls": "stun:stun.example.org:3478" }]',
    METRICS_TOKEN: 'a'.repeat(32),
  });
  expect(config).toMatchObject({
    callRingSeconds: 20,
    iceServers: [{ urls: 'stun:stun.example.org:3478' }],
    port: 9090,
    mqttPort: null,
    trustProxy: ['10.0.0.2'],
    signInLimitPerMinute: 5,
    publicUrl: 'https://portal.example.org',
    mqttDynsec: true,
    metricsToken: 'a'.repeat(32),
  });
});

it('refuses to start on values it cannot read, naming every one of them', () => {
  const bad = {
    PORT: '80a',
    MQTT_PORT: 'abc',
    SIGN_IN_LIMIT_PER_MINUTE: '0',
    CHECK_IN_TIMEOUT_MINUTES: 'soon',
    PUBLIC_URL: 'portal.example.org',
    DATABASE_URL: 'mysql://db/acorn',
    MQTT_DYNSEC: 'yes',
    TRUST_PROXY: '*',
    CALL_RING_SECONDS: '0',
    ICE_SERVERS: '[{ urls: stun }]',
    METRICS_TOKEN: 'short',
  };
  let error: unknown;
  try {
    readConfig(bad);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(SettingsError);
  const message = (error as Error).message;
  for (const name of Object.keys(bad)) expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'));
  expect(message).toContain("MQTT_PORT: must be a port number, 1 to 65535, or 'off'");
  expect(message).not.toContain('NaN');
  expect(message).toContain('ICE_SERVERS: is not JSON');
  expect(message).toContain('METRICS_TOKEN: must be 32 to 256 printable characters');
});

it('reads scheduled backups: none without BACKUP_DIR, a day and seven kept by default, refusing settings without it', () => {
  expect(readConfig({}).backups).toBeNull();
  expect(readConfig({ BACKUP_DIR: '/var/backups/acorn' }).backups).toEqual({
    dir: '/var/backups/acorn',
    intervalMinutes: 1440,
    keep: 7,
  });
  expect(
    readConfig({ BACKUP_DIR: 'backups', INIT_CWD: '/srv', BACKUP_INTERVAL_MINUTES: '60', BACKUP_KEEP: '24' })
      .backups,
  ).toEqual({
    dir: '/srv/backups',
    intervalMinutes: 60,
    keep: 24,
  });
  expect(() => readConfig({ BACKUP_KEEP: '3', BACKUP_INTERVAL_MINUTES: '0' })).toThrow(
    /BACKUP_INTERVAL_MINUTES: must be a whole number of minutes, 1 to 10080[^]*BACKUP_KEEP: is set, but BACKUP_DIR is not/,
  );
});

it('keeps files in the database unless FILE_STORE=s3 names a bucket', () => {
  expect(readConfig({}).fileStore).toEqual({ kind: 'database' });
  expect(
    readConfig({
      FILE_STORE: 's3',
      S3_BUCKET: 'acorn-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).fileStore,
  ).toEqual({
    kind: 's3',
    bucket: 'acorn-files',
    region: 'us-east-1',
    endpoint: 'http://127.0.0.1:9000',
    credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    pathStyle: true,
  });
});

it.each([
  [{ FILE_STORE: 'disk' }, "FILE_STORE: must be 'database' or 's3'"],
  [{ FILE_STORE: 's3' }, 'S3_BUCKET: must be set with FILE_STORE=s3'],
  [{ FILE_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }, 'S3_SECRET_ACCESS_KEY: must be set with'],
  [{ S3_BUCKET: 'b' }, 'S3_BUCKET: is read only with FILE_STORE=s3'],
  [{ FILE_STORE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: must be an http://'],
])('refuses a file store it cannot use: %j', (env, message) => {
  expect(() => readConfig(env)).toThrow(message);
});
