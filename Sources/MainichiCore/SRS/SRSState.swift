/// Where a card stands in the FSRS learning process.
public enum SRSState: Int, Codable, Sendable {
    case learning = 1, review, relearning
}
