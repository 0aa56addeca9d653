public import Foundation
public import Inspection
import ViewKit

/// The state inspector's side of the registry: the `/inspect` routes reach an app's
/// ``ViewKit/StateInspector`` only through these main-actor methods, which launch the app on first use
/// and, after a travel or a load, send every tab of the app its patches.
extension MountRegistry {
    /// The title of the app at `key`, once it is known to have an inspector (launching it on first use).
    ///
    /// - Throws: ``InspectorRequestError`` for an unknown mount, an app without an inspector, or one that
    ///   cannot start.
    public func inspectedTitle(mount key: String) throws(InspectorRequestError) -> String {
        try inspected(key).host.mount.title
    }

    /// A snapshot of the states and history of the app at `key`.
    ///
    /// - Throws: ``InspectorRequestError`` as ``inspectedTitle(mount:)`` does.
    public func inspection(mount key: String) throws(InspectorRequestError) -> StateInspection {
        try inspected(key).inspector.inspection()
    }

    /// Moves the app at `key` to history entry `index` (clamped) and updates its tabs.
    ///
    /// - Returns: the inspection after the travel.
    /// - Throws: ``InspectorRequestError`` as ``inspectedTitle(mount:)`` does.
    public func travel(to index: Int, mount key: String) throws(InspectorRequestError) -> StateInspection {
        let (host, inspector) = try inspected(key)
        host.updatingTabs { inspector.travel(to: index) }
        return inspector.inspection()
    }

    /// The states of the app at `key` as one JSON object.
    ///
    /// - Throws: ``InspectorRequestError`` as ``inspectedTitle(mount:)`` does, or when a state cannot be
    ///   written as JSON.
    public func exportState(mount key: String) throws(InspectorRequestError) -> Data {
        let inspector = try inspected(key).inspector
        do {
            return try inspector.exportState()
        } catch {
            throw InspectorRequestError(.inspector(error))
        }
    }

    /// Loads `data` into the app at `key` and updates its tabs; a refused state changes nothing.
    ///
    /// - Returns: the inspection after the load.
    /// - Throws: ``InspectorRequestError`` as ``inspectedTitle(mount:)`` does, or the inspector's refusal.
    public func loadState(_ data: Data, mount key: String) throws(InspectorRequestError) -> StateInspection {
        let (host, inspector) = try inspected(key)
        do {
            try host.updatingTabs { () throws(StateInspectionError) in try inspector.loadState(data) }
        } catch {
            throw InspectorRequestError(.inspector(error))
        }
        return inspector.inspection()
    }

    /// The running host of `key` and its inspector.
    private func inspected(
        _ key: String
    ) throws(InspectorRequestError) -> (
        host: AppHost, inspector: any StateInspector
    ) {
        guard let mount = mounts[key] else { throw InspectorRequestError(.unknownMount("/" + key)) }
        let host: AppHost
        do {
            host = try self.host(for: key)
        } catch {
            throw InspectorRequestError(.unavailable(error.description))
        }
        guard let inspector = host.application.delegate.stateInspector else {
            throw InspectorRequestError(.noInspector(mount.title))
        }
        return (host, inspector)
    }
}
