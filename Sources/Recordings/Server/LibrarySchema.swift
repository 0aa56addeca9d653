import SQLStorage

/// The library's schema as versioned migrations, spelt for each engine; a database records the versions
/// it has in `schema_migrations` and gets the rest, in order, in the transaction that opens it.
///
/// The schema both engines end at: `items(uuid PRIMARY KEY, parent_uuid REFERENCES items ON DELETE
/// CASCADE, name, is_folder, audio, arrival)`, one root (the only row without a parent), an index on
/// the parent. Names sort by code point in both (SQLite's binary collation, PostgreSQL's `"C"`), as the
/// apps sort them; `arrival` keeps equal names in the order they came.
enum LibrarySchema {
    static let migrations: [SchemaMigration] = [
        SchemaMigration(
            version: 1,
            sqlite: [
                """
                CREATE TABLE items (uuid TEXT PRIMARY KEY, parent_uuid TEXT REFERENCES items(uuid), \
                name TEXT NOT NULL, is_folder INTEGER NOT NULL, audio BLOB)
                """
            ],
            postgres: [
                """
                CREATE TABLE items (uuid TEXT PRIMARY KEY, parent_uuid TEXT REFERENCES items(uuid), \
                name TEXT COLLATE "C" NOT NULL, is_folder INTEGER NOT NULL, audio BYTEA)
                """
            ]),
        SchemaMigration(
            version: 2,
            sqlite: ["CREATE INDEX items_parent ON items(parent_uuid)"],
            postgres: ["CREATE INDEX items_parent ON items(parent_uuid)"]),
        // Deleting an item deletes what is in it, whichever process added it meanwhile; one root; arrival order.
        // NB: SQLite cannot change a constraint, so the table is rebuilt (with foreign keys off), keeping
        // each row's old rowid as its arrival.
        SchemaMigration(
            version: 3,
            sqlite: [
                """
                CREATE TABLE items_v3 (uuid TEXT PRIMARY KEY, \
                parent_uuid TEXT REFERENCES items(uuid) ON DELETE CASCADE, name TEXT NOT NULL, \
                is_folder INTEGER NOT NULL, audio BLOB, arrival INTEGER NOT NULL)
                """,
                """
                INSERT INTO items_v3 (uuid, parent_uuid, name, is_folder, audio, arrival) \
                SELECT uuid, parent_uuid, name, is_folder, audio, rowid FROM items
                """,
                "DROP TABLE items",
                "ALTER TABLE items_v3 RENAME TO items",
                "CREATE INDEX items_parent ON items(parent_uuid)",
                "CREATE INDEX items_arrival ON items(arrival)",
                "CREATE UNIQUE INDEX items_one_root ON items((parent_uuid IS NULL)) WHERE parent_uuid IS NULL",
            ],
            postgres: [
                "ALTER TABLE items DROP CONSTRAINT items_parent_uuid_fkey",
                """
                ALTER TABLE items ADD CONSTRAINT items_parent_uuid_fkey FOREIGN KEY (parent_uuid) \
                REFERENCES items(uuid) ON DELETE CASCADE
                """,
                "ALTER TABLE items ADD COLUMN arrival BIGINT NOT NULL DEFAULT 0",
                "CREATE INDEX items_arrival ON items(arrival)",
                "CREATE UNIQUE INDEX items_one_root ON items((parent_uuid IS NULL)) WHERE parent_uuid IS NULL",
            ]),
    ]

    /// The newest version.
    static var latest: Int { migrations.last?.version ?? 0 }
}
