/// The mock datasets in `Fixtures/`, each generated as Swift values from its file:
/// `Fixtures.demo()`, `Fixtures.seasons()`. Package-wide: an app reaches the demo data through
/// F1Data's `DemoRepository` (its `dataset` is the public `DemoDataset`).
package enum Fixtures {}
