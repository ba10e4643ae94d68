#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The changes to progress this version knows, as journal events: the typed view of
/// `JournalEvent`.
///
/// Each case carries everything its effect needs (a review carries the card the scheduler made
/// and the local day it counts on), so folding events needs no clock, calendar or scheduler and
/// gives the same progress on every machine.
///
/// To add a change: add a case and its `type` name, encode it in `journalEvent`, decode it in
/// `init?(_:)`, apply it in `ProgressReducer`. A new optional field of an existing case is read
/// with a default when absent; older versions pass over both (they keep the line as it is).
public enum ProgressEvent: Sendable, Equatable {
    /// A bookmark set (`on`) or removed.
    case bookmark(item: String, on: Bool)
    /// A test answer: counts in the mistakes notebook; puts the item in reviews when absent.
    case answer(item: String, kind: DeckKind, mode: TestMode, isRight: Bool)
    /// A finished test: the day's score (`day` is the day result key), when it names a day.
    case test(day: String?, mode: TestMode, score: Int, total: Int)
    /// A day's list opened for study.
    case studied(day: String)
    /// A review graded: the card it produced, counted on the local day `dayStamp`; `basis` (nil in
    /// journals of earlier versions) names the card graded and the grade (`ReviewBasis`).
    // (Boxed: a card is large, and every other change would carry its room otherwise.)
    indirect case review(item: String, card: SRSCard, wasNew: Bool, dayStamp: String, basis: ReviewBasis? = nil)
    /// A review undone: the card as it was before (nil when the item was not in reviews); `basis`
    /// names the card the undone review made.
    indirect case reviewUndo(item: String, card: SRSCard?, wasNew: Bool, dayStamp: String, basis: ReviewBasis? = nil)
    /// An item taken out of the mistakes notebook by hand.
    case mistakeRemoved(item: String)
    /// Items added to reviews as new cards due at the event's time.
    case reviewsAdded(items: [String])
    /// Items removed from reviews.
    case reviewsRemoved(items: [String])
    /// An answer of a test recorded in one go: counts in the mistakes notebook only (reviews are
    /// left alone).
    case counted(item: String, kind: DeckKind, mode: TestMode, isRight: Bool)
    /// The kind of slip of a wrong typed reading.
    case slip(item: String, kind: SlipKind)
    /// An item suspended from reviews (`on`) or taken back.
    case suspension(item: String, on: Bool)
    /// Reviews moved to other due dates in one go (days off, vacation, spreading the overdue
    /// reviews): each applies only while its card is still due where it was found (`DueMove`).
    case duesMoved([DueMove])
    /// A backup restored: the parts it names set back while still as the restoring device saw
    /// them (`RestoredParts`).
    indirect case restored(RestoredParts)
    /// A setting that travels (`LearnerSetting`) set to a value: the last in fold order wins.
    indirect case setting(LearnerSetting)
    /// A day off ("2026-12-24") marked (`on`) or taken back: the last in fold order wins.
    case dayOff(day: String, on: Bool)
    /// Items moved to the new ids of `Decks/id-map.json`, and day results to the days of a new
    /// layout (`ItemRenames`): what the progress holds under an old id when it folds is moved.
    indirect case itemsRenamed(ItemRenames)
    /// A word of a text marked known or ignored in the reader (`WordMark`), or its mark taken
    /// away (`mark` nil); `word` is the mark's key (`WordMark.key(ofSequence:)`).
    case wordMark(word: String, mark: WordMark?)

    /// The journal type name.
    public var type: String {
        switch self {
        case .bookmark: "bookmark"
        case .answer: "answer"
        case .test: "test"
        case .studied: "studied"
        case .review: "review"
        case .reviewUndo: "reviewUndo"
        case .mistakeRemoved: "mistakeRemoved"
        case .reviewsAdded: "reviewsAdded"
        case .reviewsRemoved: "reviewsRemoved"
        case .counted: "counted"
        case .slip: "slip"
        case .suspension: "suspension"
        case .duesMoved: "duesMoved"
        case .restored: "restored"
        case .setting: "setting"
        case .dayOff: "dayOff"
        case .itemsRenamed: "itemsRenamed"
        case .wordMark: "wordMark"
        }
    }

    /// This change as a journal event.
    public func journalEvent(id: JournalEvent.ID, time: Date) -> JournalEvent {
        var fields: [JSONObject.Field] = []
        fields.reserveCapacity(4)
        func add(_ key: String, _ value: JSONValue) { fields.append(JSONObject.Field(key: key, value: value)) }
        switch self {
        case .bookmark(let item, let on):
            add("item", .string(item)); add("on", .bool(on))
        case .answer(let item, let kind, let mode, let isRight), .counted(let item, let kind, let mode, let isRight):
            add("item", .string(item)); add("kind", .string(kind.rawValue)); add("mode", .string(mode.rawValue))
            add("right", .bool(isRight))
        case .slip(let item, let kind):
            add("item", .string(item)); add("slip", .string(kind.rawValue))
        case .suspension(let item, let on):
            add("item", .string(item)); add("on", .bool(on))
        case .test(let day, let mode, let score, let total):
            if let day { add("day", .string(day)) }
            add("mode", .string(mode.rawValue)); add("score", .number(Double(score))); add("total", .number(Double(total)))
        case .studied(let day):
            add("day", .string(day))
        case .review(let item, let card, let wasNew, let dayStamp, let basis):
            add("item", .string(item)); add("card", Self.encode(card)); add("wasNew", .bool(wasNew))
            add("dayStamp", .string(dayStamp))
            if let basis { Self.encode(basis, into: &fields) }
        case .reviewUndo(let item, let card, let wasNew, let dayStamp, let basis):
            add("item", .string(item)); add("card", card.map(Self.encode) ?? .null); add("wasNew", .bool(wasNew))
            add("dayStamp", .string(dayStamp))
            if let basis { Self.encode(basis, into: &fields) }
        case .mistakeRemoved(let item):
            add("item", .string(item))
        case .reviewsAdded(let items), .reviewsRemoved(let items):
            add("items", .array(items.map(JSONValue.string)))
        case .duesMoved(let moves):
            add("items", .array(moves.map { .string($0.item) }))
            add("from", .array(moves.map { .number($0.from.timeIntervalSince1970) }))
            add("to", .array(moves.map { .number($0.to.timeIntervalSince1970) }))
        case .restored(let parts):
            add("items", .array(parts.items.map(JSONValue.string)))
            add("days", .array(parts.days.map(JSONValue.string)))
            add("from", Self.document(parts.from))
            add("to", Self.document(parts.to))
        case .setting(let setting):
            add("key", .string(setting.key)); add("value", setting.value)
        case .dayOff(let day, let on):
            add("day", .string(day)); add("on", .bool(on))
        case .itemsRenamed(let renames):
            let pairs = renames.renamed.sorted { $0.key < $1.key }
            add("from", .array(pairs.map { .string($0.key) }))
            add("to", .array(pairs.map { .string($0.value) }))
            add("removedDays", .array(renames.removedDays.map(JSONValue.string)))
            var days = StudyProgress(createdAt: time)
            days.dayResults = renames.movedDays
            add("days", Self.document(days))
        case .wordMark(let word, let mark):
            add("word", .string(word)); add("mark", mark.map { .string($0.rawValue) } ?? .null)
        }
        return JournalEvent(id: id, time: time, type: type, fields: fields)
    }

    /// The typed change of `event`, or nil when its type, or a value in it, is unknown to this
    /// version (the event is then passed over, and kept in the journal as it is).
    public init?(_ event: JournalEvent) {
        func string(_ key: String) -> String? {
            if case .string(let text)? = event[key] { return text }
            return nil
        }
        func bool(_ key: String) -> Bool? {
            if case .bool(let flag)? = event[key] { return flag }
            return nil
        }
        func int(_ key: String) -> Int? {
            guard case .number(let number)? = event[key], number.rounded() == number, abs(number) < 1e15 else { return nil }
            return Int(number)
        }
        func strings(_ key: String) -> [String]? {
            guard case .array(let values)? = event[key] else { return nil }
            var list: [String] = []
            list.reserveCapacity(values.count)
            for value in values {
                guard case .string(let text) = value else { return nil }
                list.append(text)
            }
            return list
        }
        func dates(_ key: String) -> [Date]? {
            guard case .array(let values)? = event[key] else { return nil }
            var list: [Date] = []
            list.reserveCapacity(values.count)
            for value in values {
                guard case .number(let seconds) = value, ProgressCodec.dateRange.contains(seconds) else { return nil }
                list.append(Date(timeIntervalSince1970: seconds))
            }
            return list
        }
        switch event.type {
        case "bookmark":
            guard let item = string("item"), let on = bool("on") else { return nil }
            self = .bookmark(item: item, on: on)
        case "answer", "counted":
            guard let item = string("item"), let kind = string("kind").flatMap(DeckKind.init(rawValue:)),
                  let mode = string("mode").flatMap(TestMode.init(rawValue:)), let isRight = bool("right") else { return nil }
            self = event.type == "answer" ? .answer(item: item, kind: kind, mode: mode, isRight: isRight)
                : .counted(item: item, kind: kind, mode: mode, isRight: isRight)
        case "slip":
            guard let item = string("item"), let kind = string("slip").flatMap(SlipKind.init(rawValue:)) else { return nil }
            self = .slip(item: item, kind: kind)
        case "suspension":
            guard let item = string("item"), let on = bool("on") else { return nil }
            self = .suspension(item: item, on: on)
        case "test":
            guard let mode = string("mode").flatMap(TestMode.init(rawValue:)), let score = int("score"), score >= 0,
                  let total = int("total"), total >= 0 else { return nil }
            self = .test(day: string("day"), mode: mode, score: score, total: total)
        case "studied":
            guard let day = string("day") else { return nil }
            self = .studied(day: day)
        case "review":
            guard let item = string("item"), let card = event["card"].flatMap(Self.decodeCard),
                  let wasNew = bool("wasNew"), let dayStamp = string("dayStamp") else { return nil }
            self = .review(item: item, card: card, wasNew: wasNew, dayStamp: dayStamp, basis: Self.basis(of: event))
        case "reviewUndo":
            guard let item = string("item"), let wasNew = bool("wasNew"), let dayStamp = string("dayStamp") else { return nil }
            var card: SRSCard?
            switch event["card"] {
            case nil, .null?: break
            case let value?:
                guard let decoded = Self.decodeCard(value) else { return nil }
                card = decoded
            }
            self = .reviewUndo(item: item, card: card, wasNew: wasNew, dayStamp: dayStamp, basis: Self.basis(of: event))
        case "mistakeRemoved":
            guard let item = string("item") else { return nil }
            self = .mistakeRemoved(item: item)
        case "reviewsAdded", "reviewsRemoved":
            guard case .array(let values)? = event["items"] else { return nil }
            var items: [String] = []
            for value in values {
                guard case .string(let item) = value else { return nil }
                items.append(item)
            }
            self = event.type == "reviewsAdded" ? .reviewsAdded(items: items) : .reviewsRemoved(items: items)
        case "duesMoved":
            guard let items = strings("items"), let from = dates("from"), let to = dates("to"),
                  items.count == from.count, items.count == to.count else { return nil }
            self = .duesMoved((0..<items.count).map { DueMove(item: items[$0], from: from[$0], to: to[$0]) })
        case "restored":
            guard let items = strings("items"), let days = strings("days"),
                  let from = event["from"].flatMap({ Self.parts($0, at: event.time) }),
                  let to = event["to"].flatMap({ Self.parts($0, at: event.time) }) else { return nil }
            self = .restored(RestoredParts(items: items, days: days, from: from, to: to))
        case "setting":
            guard let key = string("key"), let value = event["value"], let setting = LearnerSetting(key: key, value: value)
            else { return nil }
            self = .setting(setting)
        case "dayOff":
            guard let day = string("day"), let on = bool("on") else { return nil }
            self = .dayOff(day: day, on: on)
        case "itemsRenamed":
            guard let from = strings("from"), let to = strings("to"), from.count == to.count,
                  let removed = strings("removedDays"),
                  let days = event["days"].flatMap({ Self.parts($0, at: event.time) }) else { return nil }
            var renamed: [String: String] = [:]
            for (old, new) in zip(from, to) { renamed[old] = new }
            self = .itemsRenamed(ItemRenames(renamed: renamed, removedDays: removed, movedDays: days.dayResults))
        case "wordMark":
            guard let word = string("word") else { return nil }
            switch event["mark"] {
            case nil, .null?: self = .wordMark(word: word, mark: nil)
            case .string(let raw)?:
                // A mark added by a newer version is passed over, not taken for a cleared one.
                guard let mark = WordMark(rawValue: raw) else { return nil }
                self = .wordMark(word: word, mark: mark)
            default: return nil
            }
        default:
            return nil
        }
    }

    // MARK: - Review bases

    /// Writes a review's basis: `rating` (reviews), `fromCount` and `fromReview` (the card named),
    /// `retention` and `weights` when not the defaults.
    static func encode(_ basis: ReviewBasis, into fields: inout [JSONObject.Field]) {
        if let rating = basis.rating { fields.append(.init(key: "rating", value: .number(Double(rating.rawValue)))) }
        fields.append(.init(key: "fromCount", value: .number(Double(basis.reviewCount))))
        // Short numbers (the millisecond a line keeps of a date, six decimals of a weight): a line
        // of 15 digits or fewer per number is read by the typed line reader, not the general parser.
        if let last = basis.lastReview {
            fields.append(.init(key: "fromReview", value: .number((last.timeIntervalSince1970 * 1000).rounded() / 1000)))
        }
        if let retention = basis.retention { fields.append(.init(key: "retention", value: .number((retention * 10_000).rounded() / 10_000))) }
        if let weights = basis.weights {
            fields.append(.init(key: "weights", value: .array(weights.map { .number(($0 * 1_000_000).rounded() / 1_000_000) })))
        }
    }

    /// The basis an event carries; nil when it has none (an earlier version's) or a value is
    /// out of range (the event then folds as an earlier version's).
    static func basis(of event: JournalEvent) -> ReviewBasis? {
        guard case .number(let count)? = event["fromCount"], let whole = Int(exactly: count), whole >= 0 else { return nil }
        var rating: Rating?
        if case .number(let value)? = event["rating"] {
            guard let grade = Int(exactly: value).flatMap(Rating.init(rawValue:)) else { return nil }
            rating = grade
        }
        var lastReview: Date?
        if case .number(let seconds)? = event["fromReview"] {
            guard ProgressCodec.dateRange.contains(seconds) else { return nil }
            lastReview = Date(timeIntervalSince1970: seconds)
        }
        var retention: Double?
        if case .number(let value)? = event["retention"] { retention = value }
        var weights: [Double]?
        if case .array(let values)? = event["weights"] {
            weights = values.compactMap { if case .number(let number) = $0 { number } else { nil } }
        }
        return ReviewBasis(rating: rating, reviewCount: whole, lastReview: lastReview, retention: retention, weights: weights)
    }

    // MARK: - Parts of a progress

    /// Parts of a progress as a progress document (what progress.json holds).
    static func document(_ parts: StudyProgress) -> JSONValue {
        (try? JSONParser.parse([UInt8](ProgressCodec.encode(parts)))) ?? .null
    }

    /// The parts a progress document holds, with the checks progress.json is read with; nil when
    /// it is not a valid one.
    static func parts(_ document: JSONValue, at time: Date) -> StudyProgress? {
        try? ProgressCodec.decodeChecked(document, now: time).progress
    }

    // MARK: - Cards

    static func encode(_ card: SRSCard) -> JSONValue {
        var fields: [JSONObject.Field] = [
            .init(key: "state", value: .number(Double(card.state.rawValue))),
            .init(key: "due", value: .number(card.due.timeIntervalSince1970)),
        ]
        if let step = card.step { fields.append(.init(key: "step", value: .number(Double(step)))) }
        if let stability = card.stability { fields.append(.init(key: "stability", value: .number(stability))) }
        if let difficulty = card.difficulty { fields.append(.init(key: "difficulty", value: .number(difficulty))) }
        if let lastReview = card.lastReview { fields.append(.init(key: "lastReview", value: .number(lastReview.timeIntervalSince1970))) }
        if card.reviewCount > 0 { fields.append(.init(key: "reviewCount", value: .number(Double(card.reviewCount)))) }
        return .object(JSONObject(fields))
    }

    /// A card, with the ranges progress.json is held to; nil when a value is unknown or out of range.
    static func decodeCard(_ value: JSONValue) -> SRSCard? {
        guard case .object(let object) = value, case .number(let stateNumber)? = object["state"],
              let state = SRSState(rawValue: Int(exactly: stateNumber) ?? -1),
              case .number(let due)? = object["due"], ProgressCodec.dateRange.contains(due) else { return nil }
        var card = SRSCard(due: Date(timeIntervalSince1970: due))
        card.state = state
        card.step = nil
        if case .number(let step)? = object["step"] {
            guard let whole = Int(exactly: step), whole >= 0 else { return nil }
            card.step = whole
        }
        if case .number(let stability)? = object["stability"] {
            guard ProgressCodec.stabilityRange.contains(stability) else { return nil }
            card.stability = stability
        }
        if case .number(let difficulty)? = object["difficulty"] {
            guard ProgressCodec.difficultyRange.contains(difficulty) else { return nil }
            card.difficulty = difficulty
        }
        if case .number(let lastReview)? = object["lastReview"] {
            guard ProgressCodec.dateRange.contains(lastReview) else { return nil }
            card.lastReview = Date(timeIntervalSince1970: lastReview)
        }
        if case .number(let count)? = object["reviewCount"] {
            guard let whole = Int(exactly: count), whole >= 0 else { return nil }
            card.reviewCount = whole
        }
        return card
    }
}
