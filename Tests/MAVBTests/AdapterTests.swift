import Foundation
import MAVB
import TestSupport
import Testing

/// A small state tree: a persisted name, a temporary selection, and a stack of screens.
@MainActor
final class Screen: StateContainer {
    let name: Var<String>
    let selection = TempVar<Int>()

    nonisolated init(name: String) {
        self.name = Var(name)
    }

    var childValues: [any StateContainer] { [name, selection] }

    nonisolated convenience init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(name: try container.decode(String.self))
    }

    nonisolated func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

/// The model adapters: persistence, change observation, the stack, the filtered adapter and mutations.
@MainActor
@Suite struct AdapterTests {
    @Test func aVarPersistsAndATempVarDoesNot() throws {
        let persisted = Var("Melbourne")
        let temporary = TempVar<String>()
        temporary.set("selected")
        let encoder = JSONEncoder()
        let decodedVar = try JSONDecoder().decode(Var<String>.self, from: encoder.encode(persisted))
        let decodedTemp = try JSONDecoder().decode(TempVar<String>.self, from: encoder.encode(temporary))
        #expect(decodedVar.value == "Melbourne")
        #expect(decodedTemp.value == nil)
    }

    @Test func aVarSignalStartsWithTheCurrentValue() throws {
        let variable = Var(1)
        var values: [Int] = []
        let subscription = try variable.signal.subscribeValues { values.append($0) }
        variable.input.send(2)
        variable.set(3)
        #expect(values == [1, 2, 3])
        _ = subscription
    }

    @Test func everyReadOfAnInputSendsIntoOneChannelOnce() throws {
        let variable = Var(0)
        let temporary = TempVar<Int>()
        var values: [Int] = []
        var temporaryValues: [Int?] = []
        let subscriptions = [
            try variable.signal.subscribeValues { values.append($0) },
            try temporary.signal.subscribeValues { temporaryValues.append($0) },
        ]
        // NB: each read of `input` must give the same channel and add no second subscriber: a value sent
        // through a later read reaches the variable once.
        let first = variable.input
        variable.input.send(1)
        first.send(2)
        temporary.input.send(5)
        temporary.input.send(6)
        #expect(values == [0, 1, 2])
        #expect(temporaryValues == [nil, 5, 6])
        _ = subscriptions
    }

    @Test func anObserverThatSetsTheVarAgainLeavesEveryoneOnTheLatestValue() {
        let variable = Var(0)
        var seen: [Int] = []
        let first = variable.subscribeValues { if $0 == 1 { variable.set(2) } }
        let second = variable.subscribeValues { seen.append($0) }
        variable.set(1)
        #expect(seen == [0, 1, 2] && variable.value == 2)
        _ = (first, second)
    }

    @Test func valuesSetWhileObserversAreToldArriveInTheOrderTheyWereSet() {
        let variable = Var(0)
        var seen: [Int] = []
        let first = variable.subscribeValues { value in
            if value == 1 {
                variable.set(2)
                variable.set(3)
            }
            if value == 2 { variable.set(4) }
        }
        let second = variable.subscribeValues { seen.append($0) }
        variable.set(1)
        variable.set(5)
        #expect(seen == [0, 1, 2, 3, 4, 5] && variable.value == 5)
        _ = (first, second)
    }

    @Test func aVarsSignalMayOutliveTheVar() throws {
        let signal = Var("kept").signal
        var values: [String] = []
        let subscription = try signal.subscribeValues { values.append($0) }
        #expect(values == ["kept"])
        _ = subscription
    }

    @Test func aToggleFlipsAndPersists() throws {
        let toggle = ToggleAdapter(false)
        var values: [Bool] = []
        let subscription = try toggle.signal.subscribeValues { values.append($0) }
        toggle.toggleInput.send(())
        toggle.toggleInput.send(())
        toggle.toggleInput.send(())
        #expect(values == [false, true, false, true])
        let decoded = try JSONDecoder().decode(ToggleAdapter.self, from: JSONEncoder().encode(toggle))
        #expect(decoded.value)
        _ = subscription
    }

    @Test func changesOfPersistedValuesAreObservedThroughTheTree() {
        let stack = StackAdapter([Screen(name: "root")])
        var changes = 0
        let subscription = stack.observeChanges { changes += 1 }
        stack.value[0].name.set("renamed")
        stack.value[0].selection.set(1)
        #expect(changes == 1, "a temporary value is not a change of the tree")
        stack.pushInput.send(Screen(name: "child"))
        #expect(changes == 2)
        stack.value[1].name.set("a pushed screen is observed too")
        #expect(changes == 3)
        _ = subscription
    }

    @Test func theStackMapsPushesAndPopsButNotTheBackButtonsPop() throws {
        let stack = StackAdapter([Screen(name: "root")])
        var mutations: [String] = []
        let subscription = try stack.stackMap { $0.name.value }.subscribeValues { mutation in
            switch mutation {
            case .reload(let names): mutations.append("reload \(names)")
            case .push(let name): mutations.append("push \(name)")
            case .pop(let count): mutations.append("pop \(count)")
            }
        }
        stack.pushInput.send(Screen(name: "a"))
        stack.pushInput.send(Screen(name: "b"))
        stack.poppedToCount.send(2)
        #expect(stack.value.count == 2)
        stack.popToCount.send(1)
        #expect(mutations == ["reload [\"root\"]", "push a", "push b", "pop 1"])
        #expect(stack.value.map(\.name.value) == ["root"])
        let decoded = try JSONDecoder().decode(StackAdapter<Screen>.self, from: JSONEncoder().encode(stack))
        #expect(decoded.value.map(\.name.value) == ["root"])
        _ = subscription
    }

    enum Message {
        case add(String)
        case remove(String)
        case refuse
    }

    func names() -> FilteredAdapter<[String], Message, String> {
        FilteredAdapter(initialState: ["a"]) { names, message in
            switch message {
            case .add(let name):
                names.append(name)
                return "added \(name)"
            case .remove(let name):
                names.removeAll { $0 == name }
                return "removed \(name)"
            case .refuse:
                struct Refused: Error {}
                throw Refused()
            }
        }
    }

    @Test func filteredSignalsAreIndependentAndStartWithAReload() throws {
        let adapter = names()
        var counts: [Int] = []
        var notes: [String?] = []
        let one = try adapter.filteredSignal(initialValue: 0) { (seen: inout Int, names, _, next: SignalNext<Int>) in
            seen += 1
            next.send(names.count)
        }.subscribeValues { counts.append($0) }
        let two = try adapter.filteredSignal(initialValue: ()) { (_: inout Void, _, note, next: SignalNext<String?>) in
            next.send(note)
        }.subscribeValues { notes.append($0) }
        adapter.input.send(.add("b"))
        adapter.input.send(.refuse)
        #expect(counts == [1, 2])
        #expect(notes == [nil, "added b"])
        #expect(adapter.state == ["a", "b"], "a refused message changes nothing")
        _ = (one, two)
    }

    @Test func reloadTellsEveryFilterWithNil() throws {
        let adapter = names()
        var notes: [String?] = []
        let subscription = try adapter.filteredSignal(initialValue: ()) {
            (_: inout Void, _, note, next: SignalNext<String?>) in next.send(note)
        }.subscribeValues { notes.append($0) }
        adapter.reload()
        #expect(notes == [nil, nil])
        _ = subscription
    }

    @Test func aMessageSentByAFilterIsAppliedAfterEveryFilterSawTheFirst() throws {
        let adapter = names()
        var seen: [String] = []
        let first = try adapter.filteredSignal(initialValue: ()) {
            (_: inout Void, _, note, next: SignalNext<String>) in
            if note == "added b" { adapter.input.send(.remove("b")) }
        }.subscribeValues { _ in }
        let second = try adapter.filteredSignal(initialValue: ()) {
            (_: inout Void, names, note, next: SignalNext<String>) in
            if let note { next.send("\(note) \(names)") }
        }.subscribeValues { seen.append($0) }
        adapter.input.send(.add("b"))
        #expect(seen == ["added b [\"a\", \"b\"]", "removed b [\"a\"]"])
        _ = (first, second)
    }

    @Test func aFilterEndsItsSignalByThrowing() throws {
        let adapter = names()
        var ended = false
        let subscription = try adapter.filteredSignal(initialValue: ()) {
            (_: inout Void, names, _, next: SignalNext<Int>) in
            guard names.contains("a") else { throw SignalEnd.complete }
            next.send(names.count)
        }.subscribe { if case .end = $0 { ended = true } }
        adapter.input.send(.remove("a"))
        #expect(ended)
        _ = subscription
    }

    /// The table data of `sortedArrayMutation` over a channel: the rows after each mutation, each
    /// mutation as text, and an `Array` that took every mutation (what a table that keeps its own rows has).
    @MainActor final class SortedRows {
        let input: SignalInput<SetMutation<String>>
        private(set) var rows: [String] = []
        private(set) var replica: [String] = []
        private(set) var log: [String] = []
        private var subscription: SignalSubscription?

        init(
            equate: @escaping @MainActor (String, String) -> Bool,
            compare: @escaping @MainActor (String, String) -> Bool
        )
            throws
        {
            let (input, signal) = Signal<SetMutation<String>>.channel()
            self.input = input
            subscription = try signal.sortedArrayMutation(equate: equate, compare: compare).tableData()
                .subscribeValues { [unowned self] data in
                    rows = Array(data.rows)
                    data.mutation.apply(to: &replica)
                    switch data.mutation {
                    case .reload: log.append("reload")
                    case .insert(_, let at): log.append("insert \(Array(at))")
                    case .delete(let at): log.append("delete \(Array(at))")
                    case .update(_, let at): log.append("update \(Array(at))")
                    case .move(let from, let to): log.append("move \(from)→\(to)")
                    }
                }
        }
    }

    @Test func setMutationsBecomeSortedArrayMutations() throws {
        let table = try SortedRows(equate: { $0.first == $1.first }, compare: { $0 < $1 })
        table.input.send(.reload(["c", "a"]))
        table.input.send(.insert(["b"]))
        table.input.send(.update(["cz"]))
        table.input.send(.update(["a1"]))
        table.input.send(.delete(["b"]))
        #expect(table.rows == ["a1", "cz"])
        #expect(table.log == ["reload", "insert [1]", "update [2]", "update [0]", "delete [1]"], "updates in place")
    }

    @Test func anUpdateThatChangesItsPlaceMovesThenUpdates() throws {
        // Told apart by the last character, sorted by the whole string.
        let table = try SortedRows(equate: { $0.last == $1.last }, compare: { $0 < $1 })
        table.input.send(.reload(["a1", "b2", "c3"]))
        table.input.send(.update(["d1"]))
        #expect(table.rows == ["b2", "c3", "d1"])
        table.input.send(.update(["c2"]))
        #expect(table.rows == ["c2", "c3", "d1"], "after the one before it: in place")
        table.input.send(.update(["c3"]))
        #expect(table.rows == ["c2", "c3", "d1"])
        table.input.send(.update(["c1"]))
        #expect(table.rows == ["c1", "c2", "c3"], "equal to none, before its old place")
        #expect(
            table.log == ["reload", "move 0→2", "update [2]", "update [0]", "update [1]", "move 2→0", "update [0]"])
    }

    @Test func equalElementsKeepTheirOrderAndANewOneGoesAfterThem() throws {
        // Sorted by the first letter only, told apart by the whole string.
        let table = try SortedRows(equate: { $0 == $1 }, compare: { $0.prefix(1) < $1.prefix(1) })
        table.input.send(.reload(["b1", "a2", "a1", "b0"]))
        #expect(table.rows == ["a2", "a1", "b1", "b0"], "a stable sort")
        table.input.send(.reload(["a2", "a1", "b1"]))
        #expect(table.rows == ["a2", "a1", "b1"], "rows in order are taken as they are")
        table.input.send(.insert(["a0"]))
        table.input.send(.delete(["a1"]))
        table.input.send(.delete(["b1"]))
        #expect(table.rows == ["a2", "a0"])
        #expect(table.log == ["reload", "reload", "insert [2]", "delete [1]", "delete [2]"])
    }

    /// A table of many chunks of rows (the stage keeps them chunked) takes inserts, deletes and updates
    /// that move rows across chunks, and stays sorted and in step with a table that applies each
    /// mutation to an array.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func aLongTableFollowsRandomEditsAcrossChunks(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        // "key:id": sorted by the key only, so equal keys keep their order; told apart by the id.
        let table = try SortedRows(
            equate: { $0.split(separator: ":").last == $1.split(separator: ":").last },
            compare: { $0.split(separator: ":")[0] < $1.split(separator: ":")[0] })
        func key() -> String { String(format: "%03d", Int.random(in: 0..<200, using: &random)) }
        func element(_ id: Int) -> String { "\(key()):\(id)" }
        var live = (0..<1_000).map(element)
        var next = live.count
        table.input.send(.reload(live))
        for _ in 0..<400 {
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                let new = element(next)
                next += 1
                live.append(new)
                table.input.send(.insert([new]))
            case 1 where !live.isEmpty:
                table.input.send(.delete([live.remove(at: Int.random(in: live.indices, using: &random))]))
            default:
                guard !live.isEmpty else { continue }
                let index = Int.random(in: live.indices, using: &random)
                let id = live[index].split(separator: ":")[1]
                live[index] = "\(key()):\(id)"
                table.input.send(.update([live[index]]))
            }
        }
        #expect(table.rows.count == live.count)
        #expect(Set(table.rows) == Set(live))
        #expect(table.rows == table.replica, "every mutation's indexes take an array to the stage's rows")
        let keys = table.rows.map { $0.split(separator: ":")[0] }
        #expect(keys == keys.sorted())
    }

    @Test func arrayMutationsApply() {
        var array = [1, 2, 3]
        ArrayMutation.insert([9], at: IndexSet(integer: 1)).apply(to: &array)
        ArrayMutation<Int>.delete(IndexSet([0, 3])).apply(to: &array)
        ArrayMutation.update([8], at: IndexSet(integer: 0)).apply(to: &array)
        ArrayMutation<Int>.move(from: 0, to: 1).apply(to: &array)
        #expect(array == [2, 8])
        ArrayMutation<Int>.move(from: 1, to: 1).apply(to: &array)
        ArrayMutation<Int>.move(from: 1, to: 7).apply(to: &array)
        #expect(array == [2, 8], "a move to where it is, or past the end from the end, changes nothing")
    }
}
