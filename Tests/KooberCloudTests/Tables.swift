import Foundation
import SQLKit
import SQLStorage

@testable import KooberCloudServer

/// Reading Koober Cloud's tables directly, as a person with a copy of the database would.
enum Tables {
    /// The rows of `table`.
    static func count(_ table: String, in database: KooberCloudDatabase) async throws -> Int {
        try await database.engine.transaction { sql in
            try await sql.raw("SELECT COUNT(*) AS count FROM \(ident: table)").first(
                decodingColumn: "count", as: Int.self)
                ?? 0
        }
    }

    /// Every value of every row of `table`, as text (binary columns as their bytes read as UTF-8).
    static func texts(of table: String, in database: KooberCloudDatabase) async throws -> [String] {
        try await database.engine.transaction { sql in
            try await sql.raw("SELECT * FROM \(ident: table)").all().flatMap { row in
                row.allColumns.map { column -> String in
                    if let text = try? row.decode(column: column, as: String.self) { return text }
                    if let bytes = try? row.decode(column: column, as: Data.self) {
                        return String(decoding: bytes, as: UTF8.self)
                    }
                    return ""
                }
            }
        }
    }
}
