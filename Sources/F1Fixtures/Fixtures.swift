/// The mock datasets in `Fixtures/`, each with a typed loader generated from its schema:
/// `Fixtures.demo()`, `Fixtures.seasons()`.
public enum Fixtures {}
