/// How well the learner knows a word of a text, for colouring and coverage.
public enum WordKnowledge: String, Sendable, Equatable, CaseIterable {
    /// Not studied yet.
    case new
    /// Studied or in reviews, not yet mature.
    case learning
    /// Mature in reviews (the card's stability is at least `WordKnowledgeIndex.matureStability`).
    case known
    /// Not a word to learn: particles, auxiliaries, the copula, punctuation and the like.
    case ignored
}
