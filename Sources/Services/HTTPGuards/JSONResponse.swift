import Foundation
public import HTTPTypes
public import Hummingbird
import NIOCore

/// The JSON answers of the product's HTTP APIs: a value, or a failure `{"error": "<what happened and what
/// to do>"}`, both with `Content-Type: application/json`.
public enum JSONResponse {
    /// `value` as JSON (keys sorted, slashes unescaped) with `status`.
    ///
    /// - Throws: the encoder's error when `value` cannot be encoded.
    public static func value<Body: Encodable>(
        _ value: Body, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]
    ) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return response(try encoder.encode(value), status: status, headers: headers)
    }

    /// `{"error": message}` with `status`.
    public static func error(_ message: String, status: HTTPResponse.Status, headers: HTTPFields = [:]) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        // NB: a dictionary of strings always encodes; the fallback only satisfies the type checker.
        let body = (try? encoder.encode(["error": message])) ?? Data(#"{"error":"the server failed"}"#.utf8)
        return response(body, status: status, headers: headers)
    }

    private static func response(_ body: Data, status: HTTPResponse.Status, headers: HTTPFields) -> Response {
        var fields = headers
        fields[.contentType] = "application/json"
        return Response(status: status, headers: fields, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
