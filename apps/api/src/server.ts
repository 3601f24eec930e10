// Placeholder until the api issue lands: says so plainly instead of pretending to serve.
console.error('A api ainda não foi implementada neste commit.');
process.exit(1);
