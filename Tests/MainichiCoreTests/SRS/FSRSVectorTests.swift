import Foundation
import MainichiCore
import Testing

/// Replays the reviews py-fsrs 6.3.2 scheduled (fsrs-vectors.json, written by
/// tools/fsrs/make_vectors.py) and checks every card the Swift scheduler returns against them.
@Suite struct FSRSVectorTests {
    static let vectors: FSRSVectors = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("fsrs-vectors.json")
        do {
            return try JSONDecoder().decode(FSRSVectors.self, from: Data(contentsOf: url))
        } catch {
            fatalError("cannot read \(url.path): \(error)")
        }
    }()

    @Test func defaultParametersAreTheReferenceOnes() {
        #expect(FSRSScheduler.defaultParameters == Self.vectors.defaultParameters)
    }

    @Test func vectorsCoverWhatTheyClaim() {
        let scenarios = Self.vectors.scenarios
        let reviews = scenarios.flatMap(\.reviews)
        #expect(reviews.count > 3000)
        // Every rating from every state and step appears.
        var pairs = Set<String>()
        for scenario in scenarios {
            var before = scenario.start
            for review in scenario.reviews {
                pairs.insert("\(before.state)/\(before.step ?? -1)/\(review.rating)")
                before = review.card
            }
        }
        for rating in 1...4 {
            for stateStep in ["1/0", "1/1", "2/-1", "3/0"] {
                #expect(pairs.contains("\(stateStep)/\(rating)"), "no vector rates \(rating) from \(stateStep)")
            }
        }
        #expect(reviews.contains { $0.card.state == 2 && ($0.card.due - $0.at) == 36500 * 86400 })
        #expect(reviews.contains { $0.fuzzDraw != nil })
    }

    @Test func everyReviewMatchesTheReference() {
        var checked = 0
        for scenario in Self.vectors.scenarios {
            let config = scenario.scheduler
            let scheduler = FSRSScheduler(
                parameters: config.parameters ?? FSRSScheduler.defaultParameters,
                desiredRetention: config.desiredRetention,
                learningSteps: config.learningSteps,
                relearningSteps: config.relearningSteps,
                maximumInterval: config.maximumInterval,
                enableFuzzing: config.enableFuzzing)
            var card = scenario.start.card
            for (index, review) in scenario.reviews.enumerated() {
                let place = "\(scenario.name), review \(index + 1)"
                var draws = ReplayedDraws(review.fuzzDraw.map { [$0] } ?? [])
                card = scheduler.review(
                    card, rating: Rating(rawValue: review.rating)!,
                    at: Date(timeIntervalSince1970: review.at), using: &draws)
                #expect(draws.isExhausted, "\(place): the fuzz draw was not used")
                let expected = review.card
                guard matches(card, expected, place: place) else { break }
                for check in review.retrievability {
                    let value = scheduler.retrievability(of: card, at: Date(timeIntervalSince1970: check[0]))
                    #expect(abs(value - check[1]) <= 1e-9, "\(place): retrievability \(value), expected \(check[1])")
                }
                checked += 1
            }
        }
        #expect(checked == Self.vectors.scenarios.reduce(0) { $0 + $1.reviews.count })
    }

    /// Records a failure and returns false when `card` is not the reference card.
    private func matches(_ card: SRSCard, _ expected: FSRSVectors.Card, place: String) -> Bool {
        let sameState = card.state.rawValue == expected.state && card.step == expected.step
        let dueError = abs(card.due.timeIntervalSince1970 - expected.due)
        let stabilityError = abs((card.stability ?? .nan) - (expected.stability ?? .nan))
        let difficultyError = abs((card.difficulty ?? .nan) - (expected.difficulty ?? .nan))
        let lastReviewError = abs((card.lastReview?.timeIntervalSince1970 ?? .nan) - (expected.lastReview ?? .nan))
        let ok = sameState && dueError < 1e-3 && stabilityError <= 1e-6 && difficultyError <= 1e-6
            && lastReviewError < 1e-3
        #expect(ok, "\(place): got \(card), expected \(expected)")
        return ok
    }
}

/// A random source that hands out py-fsrs's recorded uniform draws (multiples of 2^-53) in the
/// bit layout `FSRSScheduler` reads them: the top 53 bits of `next()`.
struct ReplayedDraws: RandomNumberGenerator {
    private var draws: [Double]

    init(_ draws: [Double]) { self.draws = draws }

    var isExhausted: Bool { draws.isEmpty }

    mutating func next() -> UInt64 {
        precondition(!draws.isEmpty, "the scheduler drew more often than py-fsrs")
        let draw = draws.removeFirst()
        return UInt64(draw * 0x1p53) << 11
    }
}

/// The layout of fsrs-vectors.json.
struct FSRSVectors: Decodable {
    struct Scheduler: Decodable {
        var parameters: [Double]?
        var desiredRetention: Double
        var learningSteps: [Double]
        var relearningSteps: [Double]
        var maximumInterval: Int
        var enableFuzzing: Bool
    }

    struct Card: Decodable, CustomStringConvertible {
        var state: Int
        var step: Int?
        var stability: Double?
        var difficulty: Double?
        var due: Double
        var lastReview: Double?

        var card: SRSCard {
            var card = SRSCard(due: Date(timeIntervalSince1970: due))
            card.state = SRSState(rawValue: state)!
            card.step = step
            card.stability = stability
            card.difficulty = difficulty
            card.lastReview = lastReview.map(Date.init(timeIntervalSince1970:))
            return card
        }

        var description: String {
            "state \(state) step \(step.map(String.init) ?? "nil") S \(stability.map { "\($0)" } ?? "nil") "
                + "D \(difficulty.map { "\($0)" } ?? "nil") due \(due)"
        }
    }

    struct Review: Decodable {
        var at: Double
        var rating: Int
        var card: Card
        var retrievability: [[Double]]
        var fuzzDraw: Double?
    }

    struct Scenario: Decodable {
        var name: String
        var scheduler: Scheduler
        var start: Card
        var reviews: [Review]
    }

    var defaultParameters: [Double]
    var scenarios: [Scenario]
}
