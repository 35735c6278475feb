/**
 * How the server puts a message on an MQTT topic, whichever broker carries it (the embedded
 * Aedes or an external one through MQTT_URL). Messages go out at QoS 1, never retained:
 * clients subscribe at QoS 2 and receive min(1, 2) = 1 (STACK-NOTES, Broker: QoS 2 delivery
 * loses messages in aedes-persistence 11), and each payload carries a sequence that removes
 * the duplicates QoS 1 may bring.
 */
export interface LivePublisher {
  /** Where the messages go, for the start log (never a password). */
  readonly description: string;
  /** Resolves once the message is handed over: to the embedded broker, or to the external broker's client queue. */
  publish(topic: string, payload: string): Promise<void>;
  /** Stops publishing; later calls to publish do nothing. */
  close(): Promise<void>;
}

export const LIVE_PUBLISH_QOS = 1;
