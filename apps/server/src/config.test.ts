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
});
