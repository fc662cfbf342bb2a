import type { PgBoss as PgBossClass } from 'pg-boss';

export type PgBoss = PgBossClass;
