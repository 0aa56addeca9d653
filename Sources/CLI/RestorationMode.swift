/// Whether a drive carries the window's state across launches through the data folder's
/// `restoration.json` (``ScriptHost/RestorationFile``), as iOS restores an app the system ended.
public enum RestorationMode: Sendable, Equatable {
    /// Neither reads nor writes the file: the app starts at its first screen and its state ends with the run.
    /// In-process callers (tests, the live view) that want no files use this.
    case off
    /// Restores the state the last launch saved, if any, and saves the state the run ends in (`apparch
    /// drive`).
    case resume
    /// Starts at the first screen without reading the file, and saves the state the run ends in over it
    /// (`apparch drive --fresh`).
    case fresh
}
