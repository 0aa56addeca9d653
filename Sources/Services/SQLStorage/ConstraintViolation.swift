/// A constraint the database refused a statement for.
public enum ConstraintViolation: Sendable {
    /// A second row with the same key.
    case unique
    /// A row referring to a parent that is not there (deleted meanwhile by another request or process).
    case foreignKey
}
