import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

export type WebhookStatus = 'active' | 'failing';
export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** An endpoint of an integrator: the events it receives, of one company or of all (issue 23). */
export class Webhook extends Model<InferAttributes<Webhook>, InferCreationAttributes<Webhook>> {
  declare id: CreationOptional<number>;
  declare url: string;
  /** JSON array of event types. */
  declare events: string;
  /** Only events of this company's workers; null: every event (admins only). */
  declare company_id: number | null;
  /** The signing secret, sealed (services/secretBox): shown once, never answered again. */
  declare secret: string;
  declare status: CreationOptional<WebhookStatus>;
  declare consecutive_failures: CreationOptional<number>;
  declare failing_since: CreationOptional<Date | null>;
  declare created_by: number | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Webhook.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        url: { type: DataTypes.STRING(2000), allowNull: false },
        events: { type: DataTypes.TEXT, allowNull: false },
        company_id: { type: DataTypes.INTEGER, allowNull: true },
        secret: { type: DataTypes.TEXT, allowNull: false },
        status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'active' },
        consecutive_failures: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        failing_since: { type: DataTypes.DATE, allowNull: true },
        created_by: { type: DataTypes.INTEGER, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'webhooks', createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}

/** One event as it was sent: its exact JSON body, kept for every delivery and replay. */
export class WebhookEvent extends Model<InferAttributes<WebhookEvent>, InferCreationAttributes<WebhookEvent>> {
  declare id: CreationOptional<number>;
  declare event_id: string;
  declare type: string;
  /** 'certificate:12': deliveries of one resource to one endpoint go out in order. */
  declare resource: string;
  declare company_id: number | null;
  declare body: string;
  declare created_at: Date;

  static initModel(sequelize: Sequelize): void {
    WebhookEvent.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        event_id: { type: DataTypes.STRING(36), allowNull: false, unique: true },
        type: { type: DataTypes.STRING(40), allowNull: false },
        resource: { type: DataTypes.STRING(80), allowNull: false },
        company_id: { type: DataTypes.INTEGER, allowNull: true },
        body: { type: DataTypes.TEXT, allowNull: false },
        created_at: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'webhook_events', timestamps: false },
    );
  }
}

/** One event for one endpoint: claimed by one node, retried with backoff, logged. */
export class WebhookDelivery extends Model<InferAttributes<WebhookDelivery>, InferCreationAttributes<WebhookDelivery>> {
  declare id: CreationOptional<number>;
  declare webhook_id: number;
  /** The event's `event_id` (its uuid): rows of many events are written in one statement. */
  declare event_id: string;
  declare resource: string;
  declare status: CreationOptional<DeliveryStatus>;
  declare attempts: CreationOptional<number>;
  declare next_attempt_at: Date;
  declare claimed_by: CreationOptional<string | null>;
  declare claimed_until: CreationOptional<Date | null>;
  declare response_status: CreationOptional<number | null>;
  declare last_error: CreationOptional<string | null>;
  declare duration_ms: CreationOptional<number | null>;
  declare delivered_at: CreationOptional<Date | null>;
  declare replay_of: CreationOptional<number | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    WebhookDelivery.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        webhook_id: { type: DataTypes.INTEGER, allowNull: false },
        event_id: { type: DataTypes.STRING(36), allowNull: false },
        resource: { type: DataTypes.STRING(80), allowNull: false },
        status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'pending' },
        attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        next_attempt_at: { type: DataTypes.DATE, allowNull: false },
        claimed_by: { type: DataTypes.STRING(64), allowNull: true },
        claimed_until: { type: DataTypes.DATE, allowNull: true },
        response_status: { type: DataTypes.INTEGER, allowNull: true },
        last_error: { type: DataTypes.STRING(500), allowNull: true },
        duration_ms: { type: DataTypes.INTEGER, allowNull: true },
        delivered_at: { type: DataTypes.DATE, allowNull: true },
        replay_of: { type: DataTypes.INTEGER, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'webhook_deliveries', createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}
