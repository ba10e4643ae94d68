#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Progress folded incrementally from events that arrive in any order (this device's as they are
/// made, other devices' as a sync folder brings them): pure, no I/O.
///
/// It keeps a base (the progress as of a snapshot, with the fold position it reached) and the
/// events folded since, in fold order. An event after everything folded is applied at once; one
/// that sorts before the last folded event but after the base re-folds the tail onto the base;
/// one older than the base's position (or when that position is unknown) cannot be placed and
/// asks for a rebuild from every journal (`absorb` returns `.needsRebuild` and changes nothing).
/// So the progress is always the fold of every event in fold order, whatever order they came in,
/// and two devices holding the same events hold the same progress.
public struct JournalFold: Sendable {
    /// The progress: the base with the tail folded on.
    public private(set) var progress: StudyProgress
    /// The progress the tail is folded onto.
    public private(set) var base: StudyProgress
    /// How far the base got in fold order (nil: nothing folded yet).
    public private(set) var baseThrough: FoldPosition?
    /// Whether `baseThrough` is known (a snapshot from before it was recorded does not say).
    public private(set) var isBaseExact: Bool
    /// The events folded onto the base, in fold order.
    public private(set) var tail: [JournalEvent] = []
    /// Per device, the last sequence folded.
    public private(set) var positions: [String: Int]
    /// The last position folded.
    public private(set) var through: FoldPosition?

    /// What `absorb` did.
    public enum Outcome: Equatable, Sendable {
        /// Every event was folded already.
        case nothingNew
        /// The events came after everything folded and were applied.
        case applied
        /// An event sorted before others already folded: the tail was folded again onto the base.
        case refolded
        /// An event sorts before the base: fold every journal again (`rebuilt(from:)`).
        case needsRebuild
    }

    /// Starts from a base: a snapshot's progress, positions and fold position.
    public init(base: StudyProgress, positions: [String: Int] = [:], through: FoldPosition? = nil, isExact: Bool = true) {
        self.progress = base
        self.base = base
        self.positions = positions
        self.baseThrough = through
        self.through = through
        self.isBaseExact = isExact
    }

    /// Every event folded from `start` in fold order (a rebuild).
    public static func rebuilt(from events: [JournalEvent], onto start: StudyProgress) -> JournalFold {
        var fold = JournalFold(base: start)
        _ = fold.absorb(events)
        fold.compact()
        return fold
    }

    /// Folds the events not folded yet (a sequence above its device's position; repeats and
    /// conflict copies are passed over).
    public mutating func absorb(_ events: [JournalEvent]) -> Outcome {
        // One device's events come in runs: its position is looked up once a run, not once an event.
        var runDevice: String?
        var runPosition = 0
        var fresh = events.filter { event in
            if event.id.device != runDevice {
                runDevice = event.id.device
                runPosition = positions[event.id.device, default: 0]
            }
            return event.id.sequence > runPosition
        }
        guard !fresh.isEmpty else { return .nothingNew }
        if zip(fresh, fresh.dropFirst()).contains(where: { !JournalEvent.foldOrder($0, $1) }) {
            fresh.sort(by: JournalEvent.foldOrder)
            var seen = Set<JournalEvent.ID>()
            fresh = fresh.filter { seen.insert($0.id).inserted }
        }
        let first = FoldPosition(fresh[0])
        if through == nil, baseThrough == nil, tail.isEmpty {
            // Nothing folded yet: progress begins with its first event (not with the moment this
            // device made its empty progress), so devices folding the same events agree.
            base.createdAt = fresh[0].time
            progress.createdAt = fresh[0].time
            // Its last change too: a device whose clock runs ahead must not keep the moment it
            // opened an empty progress as the time of the newest change (a rebuild would not).
            base.updatedAt = fresh[0].time
            progress.updatedAt = fresh[0].time
        }
        let outcome: Outcome
        if through == nil || first > through! {
            ProgressReducer.apply(ordered: fresh, to: &progress)
            tail.append(contentsOf: fresh)
            outcome = .applied
        } else if isBaseExact && (baseThrough == nil || first > baseThrough!) {
            tail.append(contentsOf: fresh)
            tail.sort(by: JournalEvent.foldOrder)
            progress = ProgressReducer.fold(tail, onto: base).progress
            outcome = .refolded
        } else {
            return .needsRebuild
        }
        Self.advance(&positions, past: fresh)
        let last = tail.last.map(FoldPosition.init)
        if let last, through == nil || last > through! { through = last }
        return outcome
    }

    /// Folds `events` when some sort before what is folded already (they arrived late from another
    /// device, `absorb` returned `.needsRebuild`) by folding again only the parts of the progress
    /// the late ones touch (`FoldKeys`: their items, days and activity days, the slips), from
    /// nothing, with every event of `known` and `events` that touches them; the other parts keep
    /// their state, and the events after everything folded are applied to them in order. The
    /// result is the progress a rebuild from every event gives.
    /// - Parameter known: every event of the journals (read again whole) and those not written yet;
    ///   repeats of `events` or of each other are passed over.
    /// - Returns: `.needsRebuild` (nothing changed) when a part cannot be folded again on its own:
    ///   a `baseline` event (a whole progress) among them, or a base whose fold position is unknown.
    public mutating func refold(_ events: [JournalEvent], known: [JournalEvent]) -> Outcome {
        var fresh = events.filter { $0.id.sequence > positions[$0.id.device, default: 0] }
        guard !fresh.isEmpty else { return .nothingNew }
        guard let through, isBaseExact,
              !fresh.contains(where: { $0.type == JournalMigration.baselineType }),
              !known.contains(where: { $0.type == JournalMigration.baselineType })
        else { return .needsRebuild }
        // Sorted, each id once, as `absorb` does it: events already in fold order (one device's
        // journal) are taken as they are.
        if zip(fresh, fresh.dropFirst()).contains(where: { !JournalEvent.foldOrder($0, $1) }) {
            fresh.sort(by: JournalEvent.foldOrder)
            var seen = Set<JournalEvent.ID>()
            fresh = fresh.filter { seen.insert($0.id).inserted }
        }
        let split = fresh.firstIndex { FoldPosition($0) > through } ?? fresh.endIndex
        let late = fresh[..<split]
        var keys = FoldKeys()
        for event in late { if let change = ProgressEvent(event) { keys.insert(change) } }
        let knownChanges = known.map(ProgressEvent.init)
        let foldedBefore = events.filter { $0.id.sequence <= positions[$0.id.device, default: 0] }
        let foldedChanges = foldedBefore.map(ProgressEvent.init)
        keys.close(over: [knownChanges, foldedChanges, fresh.map(ProgressEvent.init)])
        // The parts the late events touch, folded from nothing (the late events themselves always
        // go in: one that touches no part still moves `updatedAt`). The events after everything
        // folded are applied in order (what they do to these parts is then replaced by the re-fold).
        var touching: [JournalEvent] = Array(late)
        for (event, change) in zip(known, knownChanges) {
            if let change, keys.touches(change) { touching.append(event) }
        }
        for (event, change) in zip(foldedBefore, foldedChanges) {
            if let change, keys.touches(change) { touching.append(event) }
        }
        // The events after everything folded, applied in order (a long run through the fold's
        // tables); one that touches these parts and others (a review's item and its day) is also
        // folded with the parts.
        var result = progress
        let after = fresh[split...].map(FoldStep.init)
        for (event, step) in zip(fresh[split...], after) {
            if case .change(let change, _) = step.action, keys.touches(change) { touching.append(event) }
        }
        ProgressReducer.apply(ordered: after, to: &result)
        let parts = ProgressReducer.fold(touching, onto: StudyProgress(createdAt: .distantPast)).progress
        keys.copy(from: parts, into: &result)
        result.updatedAt = max(result.updatedAt, parts.updatedAt)
        if let earliest = late.first?.time, earliest < result.createdAt { result.createdAt = earliest }
        // The day layout is the one the last event carrying one carries, in fold order: a late
        // event may be that one (what the others did is in `result` already).
        if late.contains(where: { ProgressReducer.dayLayout(of: $0) != nil }) {
            var newest: (position: FoldPosition, layout: Int)?
            for list in [known, events] {
                for event in list {
                    guard let layout = ProgressReducer.dayLayout(of: event) else { continue }
                    let position = FoldPosition(event)
                    if newest == nil || position > newest!.position { newest = (position, layout) }
                }
            }
            if let newest { result.dayLayout = newest.layout }
        }
        progress = result
        Self.advance(&positions, past: fresh)
        if let last = fresh.last.map(FoldPosition.init), last > through { self.through = last }
        compact()
        return .refolded
    }

    /// Moves each device's position on to the highest sequence of its events in `events`
    /// (a dictionary update per run of one device's events).
    static func advance(_ positions: inout [String: Int], past events: [JournalEvent]) {
        var index = events.startIndex
        while index < events.endIndex {
            let device = events[index].id.device
            var highest = events[index].id.sequence
            index += 1
            while index < events.endIndex, events[index].id.device == device {
                highest = max(highest, events[index].id.sequence)
                index += 1
            }
            if highest > positions[device, default: 0] { positions[device] = highest }
        }
    }

    /// Records an event whose change the caller has already made to `progress` (the whole
    /// progress replaced by a baseline): folded like any other when it does not come last.
    public mutating func absorb(_ event: JournalEvent, alreadyApplied progress: StudyProgress) -> Outcome {
        guard event.id.sequence > positions[event.id.device, default: 0] else { return .nothingNew }
        guard through == nil || FoldPosition(event) > through! else { return absorb([event]) }
        self.progress = progress
        tail.append(event)
        positions[event.id.device] = event.id.sequence
        through = FoldPosition(event)
        // The whole progress was set: a new base, so a re-fold never decodes it again.
        if event.type == JournalMigration.baselineType { compact() }
        return .applied
    }

    /// Makes the progress the new base (after a snapshot is written): the tail is dropped.
    public mutating func compact() {
        base = progress
        baseThrough = through
        isBaseExact = true
        tail = []
    }
}
