extension Duration {
    /// The duration in seconds, as a `Double` (a `TimeInterval`).
    public var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
