/// The restoration identifiers and keys of the controller-owned app.
enum RestorationID {
    static let split = "split"
    static let navigation = "navigation"
    static let folder = "folder"
    static let pathKey = "path"
    static let nameKey = "name"
}
