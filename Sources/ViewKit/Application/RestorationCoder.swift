import Foundation
import Services

/// The keyed container one view controller (or the app delegate) encodes its restorable state into and
/// decodes it from; the counterpart of the `NSCoder` UIKit passes to `encodeRestorableState(with:)`.
///
/// Values are Codable and stored as JSON. Decoding a missing key, or a value of another type, gives nil:
/// restoration must cope with archives written by older versions.
@MainActor
public final class RestorationCoder {
    /// The restoration path of the view controller this coder belongs to ("" for the app delegate).
    public let path: String
    /// The window whose state is being saved or restored, for controllers' coders and the app delegate's
    /// alike: an app that keeps state per window, as a scene-based UIKit app does, finds it with this.
    public private(set) weak var window: Window?
    private(set) var values: [String: Data]

    init(path: String, values: [String: Data] = [:], window: Window? = nil) {
        self.path = path
        self.values = values
        self.window = window
    }

    /// Stores `value` under `key`, replacing any previous value; values that cannot be encoded are
    /// reported as a programmer error and skipped.
    public func encode<Value: Encodable>(_ value: Value, forKey key: String) {
        do {
            values[key] = try JSONEncoder().encode(value)
        } catch {
            ProgrammerError.report("Restorable state for key \"\(key)\" at \(path) cannot be encoded: \(error)")
        }
    }

    /// The value stored under `key`, or nil when it is missing or of another type.
    public func decode<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Value? {
        guard let data = values[key] else { return nil }
        return try? JSONDecoder().decode(type, from: data)
    }

    /// Whether a value is stored under `key`.
    public func containsValue(forKey key: String) -> Bool { values[key] != nil }
}
