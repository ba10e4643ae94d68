import Dispatch

/// Reading the snapshot and folding the journals' tail on another thread, so opening the store
/// does not wait for it: `ProgressStore` takes the result in (`wait()`) the first time it needs
/// the progress.
///
/// The result is handed over once: the loading thread builds it, stores it under `queue` and
/// signals `done`; the store's thread waits on `done` and takes it under `queue`. Neither thread
/// touches the value afterwards from the other side, so it needs no synchronisation of its own.
final class JournalLoad: @unchecked Sendable {
    /// Guards `result`.
    private let queue = DispatchQueue(label: "mainichi.journal-load")
    /// Signalled once, when `result` is set.
    private let done = DispatchSemaphore(value: 0)
    private var result: ProgressStore.LoadedJournal?
    private var finished = false

    /// Starts `work` on another thread.
    /// - Parameter gate: signalled when `work` may start (tests hold a load back with it).
    init(gate: DispatchSemaphore? = nil, _ work: @escaping @Sendable () -> ProgressStore.LoadedJournal) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            gate?.wait()
            let loaded = work()
            queue.sync {
                result = loaded
                finished = true
            }
            done.signal()
        }
    }

    /// Whether the load has finished (`wait()` would return at once).
    var isFinished: Bool { queue.sync { finished } }

    /// Waits for the load and returns its result; call it once.
    func wait() -> ProgressStore.LoadedJournal {
        done.wait()
        return queue.sync {
            let loaded = result!
            result = nil
            return loaded
        }
    }
}
