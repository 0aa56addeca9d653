/// The engines' names, for statements spelt differently.
public enum SQLEngineDialect: Sendable {
    /// SQLite, embedded in the process.
    case sqlite
    /// PostgreSQL, a server several processes share.
    case postgres
}
