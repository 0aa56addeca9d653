public import Foundation

/// The time a clock shows: hours, minutes and seconds of a date in a timezone, on the 24-hour clock,
/// independent of the locale so snapshots are the same everywhere.
public enum ClockFace {
    /// "HH:mm:ss" of `date` in the zone `identifier`, or "--:--:--" for a zone the system does not know.
    public static func time(of date: Date, in identifier: String) -> String {
        guard let zone = TimeZone(identifier: identifier) else { return "--:--:--" }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String {
            let number = value ?? 0
            return number < 10 ? "0\(number)" : "\(number)"
        }
        return "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
    }
}
