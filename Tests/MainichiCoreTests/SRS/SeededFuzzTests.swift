import Foundation
import Testing
@testable import MainichiCore

/// Scheduling fuzz seeded by the item id and its review count: the same grades give the same due
/// dates on every machine and in any order; with fuzzing off the reference vectors still replay.
@Suite("Seeded fuzz")
struct SeededFuzzTests {
    let start = Date(timeIntervalSince1970: 1_795_251_600)

    /// One learner's grades: item, rating, seconds after `start`.
    typealias Grade = (id: String, rating: Rating, at: TimeInterval)

    /// Grades for `items`, each item graded `count` times a few days apart, interleaved.
    func grades(items: [String], count: Int) -> [Grade] {
        var generator = SeededRandom(seed: 5)
        var grades: [Grade] = []
        for round in 0..<count {
            for id in items {
                let rating: Rating = Int.random(in: 0..<6, using: &generator) == 0 ? .again : .good
                grades.append((id, rating, TimeInterval(round * 9 * 86_400) + Double.random(in: 0..<86_400, using: &generator)))
            }
        }
        return grades
    }

    /// Replays grades in the given order; returns each item's card.
    func replay(_ grades: [Grade], scheduler: FSRSScheduler = FSRSScheduler()) -> [String: SRSCard] {
        var cards: [String: SRSCard] = [:]
        for grade in grades {
            let date = start.addingTimeInterval(grade.at)
            let card = cards[grade.id] ?? SRSCard(due: date)
            cards[grade.id] = scheduler.review(card, of: grade.id, rating: grade.rating, at: date)
        }
        return cards
    }

    @Test("Replaying the same grades gives the same due dates, whatever the order items are interleaved in")
    func replayIsDeterministic() {
        let items = (0..<40).map { "v:語\($0):ご" }
        let grades = grades(items: items, count: 8)
        let first = replay(grades)
        #expect(first == replay(grades))
        // Another device saw the items in another order (each item's own grades keep their order).
        let byItem = Dictionary(grouping: grades, by: \.id)
        let reordered = items.reversed().flatMap { byItem[$0]! }
        #expect(replay(reordered) == first)
        #expect(first.values.allSatisfy { $0.reviewCount == 8 })
    }

    @Test("Fuzz still spreads intervals across items and across an item's reviews, within the reference ranges")
    func fuzzSpreads() {
        let fuzzed = FSRSScheduler()
        let plain = FSRSScheduler(enableFuzzing: false)
        var card = SRSCard(due: start)
        card.state = .review
        card.step = nil
        card.stability = 20
        card.difficulty = 5
        card.lastReview = start.addingTimeInterval(-20 * 86_400)
        let plainDays = Int(plain.review(card, rating: .good, at: start).due.timeIntervalSince(start) / 86_400)
        let range = fuzzed.fuzzRange(forInterval: plainDays)
        var byItem = Set<Int>(), byCount = Set<Int>()
        for index in 0..<50 {
            let days = Int(fuzzed.review(card, of: "k:\(index)", rating: .good, at: start).due.timeIntervalSince(start) / 86_400)
            #expect(days >= range.lowerBound && days <= range.upperBound + 1)
            byItem.insert(days)
            var counted = card
            counted.reviewCount = index
            byCount.insert(Int(fuzzed.review(counted, of: "k:1", rating: .good, at: start).due.timeIntervalSince(start) / 86_400))
        }
        #expect(byItem.count > 3, "fuzz differs between items")
        #expect(byCount.count > 3, "fuzz differs between an item's reviews")
    }

    @Test("The previewed waits are the waits the grade gives, fuzz included")
    func previewMatchesReview() {
        let scheduler = FSRSScheduler()
        let cards = replay(grades(items: (0..<20).map { "v:\($0)" }, count: 4))
        for (id, card) in cards {
            let now = card.due
            let preview = scheduler.previewIntervals(for: card, of: id, at: now)
            for rating in Rating.allCases {
                #expect(scheduler.review(card, of: id, rating: rating, at: now).due.timeIntervalSince(now) == preview[rating])
            }
        }
    }

    @Test("With fuzzing off, the seeded review replays every py-fsrs reference vector exactly")
    func referenceVectorsWithFuzzOff() {
        var checked = 0
        for scenario in FSRSVectorTests.vectors.scenarios where !scenario.scheduler.enableFuzzing {
            let config = scenario.scheduler
            let scheduler = FSRSScheduler(
                parameters: config.parameters ?? FSRSScheduler.defaultParameters,
                desiredRetention: config.desiredRetention, learningSteps: config.learningSteps,
                relearningSteps: config.relearningSteps, maximumInterval: config.maximumInterval,
                enableFuzzing: false)
            var card = scenario.start.card
            for (index, review) in scenario.reviews.enumerated() {
                card = scheduler.review(card, of: "v:\(scenario.name)", rating: Rating(rawValue: review.rating)!,
                                        at: Date(timeIntervalSince1970: review.at))
                let expected = review.card
                let ok = card.state.rawValue == expected.state && card.step == expected.step
                    && abs(card.due.timeIntervalSince1970 - expected.due) < 1e-3
                    && abs((card.stability ?? .nan) - (expected.stability ?? .nan)) <= 1e-6
                    && abs((card.difficulty ?? .nan) - (expected.difficulty ?? .nan)) <= 1e-6
                #expect(ok, "\(scenario.name), review \(index + 1): got \(card), expected \(expected)")
                guard ok else { break }
                checked += 1
            }
        }
        #expect(checked > 1000)
    }
}
