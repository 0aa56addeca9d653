import Foundation
public import Testing

/// The engines a server's test suite runs on: SQLite always; PostgreSQL when the test command started a
/// throwaway cluster and put its address in `APPARCH_TEST_POSTGRES_URL`.
///
/// ```swift
/// @Test(arguments: TestEngine.available) func signsIn(engine: TestEngine) async throws { … }
/// ```
public enum TestEngine: String, Sendable, CustomTestStringConvertible {
    /// In-memory SQLite.
    case sqlite
    /// A fresh database on the test cluster.
    case postgres

    /// The address of the test cluster's maintenance database, if there is one.
    public static var postgresURL: String? {
        ProcessInfo.processInfo.environment["APPARCH_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Every engine that can run here.
    public static var available: [TestEngine] { postgresURL == nil ? [.sqlite] : [.sqlite, .postgres] }

    public var testDescription: String { rawValue }
}
