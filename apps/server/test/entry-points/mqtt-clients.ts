// @placar/server/mqtt-clients: MQTT clients that speak to the broker as a browser or as an
// attacker would, for tests and benchmarks outside the server (decision 0169).
export { MqttTestClients } from '../mqtt-test-client.ts';
export { filters, RawMqttClient } from '../mqtt-attack-client.ts';
