public import RecordingsCore
public import Services
public import ViewKit

extension RecordingsLibrary {
    /// Opens the library through the app's launch path (see ``RecordingsCore/RecordingsLibrary``) in the
    /// host's data folder, on its clock and audio, with the sample library when the host asks for it.
    ///
    /// - Throws: ``Services/PersistenceError`` when the library is locked by another process or cannot be
    ///   read.
    public convenience init(environment: AppEnvironment) throws(PersistenceError) {
        try self.init(
            dataDirectory: environment.dataDirectory, clock: environment.clock, audio: environment.audio,
            seedSampleData: environment.seedSampleData)
    }
}
