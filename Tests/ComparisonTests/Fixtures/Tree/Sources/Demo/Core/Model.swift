/// The shared model: 2 code lines.
struct Model {}
let sharedModel = Model()
