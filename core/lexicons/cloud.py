"""AWS, Google Cloud and Azure services: canonical names and the names people type."""

from __future__ import annotations

from core.lexicons import TableLexicon

CLOUD = TableLexicon(
    name="cloud",
    category="cloud",
    table="""
[cloud_provider]
AWS | amazon web services
Google Cloud | gcp, google cloud platform
Azure | microsoft azure

[aws]
AWS Lambda | lambda, lambda function, lambda functions, aws lambda
Amazon ECS | ecs, elastic container service, aws ecs
AWS Fargate | fargate, ecs fargate
Amazon EKS | eks, elastic kubernetes service, aws eks
Amazon EC2 | ec2, aws ec2
Amazon S3 | s3, aws s3, simple storage service
Amazon RDS | rds, aws rds, relational database service
Amazon RDS Proxy | rds proxy
Amazon Aurora | aurora
Aurora Serverless v2 | aurora serverless, aurora serverless v2
Amazon DynamoDB | dynamodb, dynamo db, aws dynamodb
DynamoDB Streams | dynamodb streams
Amazon API Gateway | api gateway, apigw, aws api gateway
Amazon CloudFront | cloudfront
Amazon VPC | vpc
AWS IAM | iam, aws iam
AWS CloudFormation | cloudformation, cfn
AWS Step Functions | step functions
Amazon EventBridge | eventbridge, cloudwatch events
Amazon SQS | sqs, simple queue service, sqs fifo
Amazon SNS | sns, simple notification service
Amazon Kinesis | kinesis, kinesis data streams
AWS Glue | aws glue | Glue
Amazon Athena | athena
Amazon Redshift | redshift
Amazon ElastiCache | elasticache
Amazon OpenSearch Service | amazon opensearch, aws opensearch, opensearch service
Amazon Route 53 | route 53, route53
Amazon CloudWatch | cloudwatch
AWS X-Ray | x-ray, xray
AWS CodePipeline | codepipeline
AWS CodeBuild | codebuild
AWS CodeDeploy | codedeploy
AWS Batch | aws batch
AWS Elastic Beanstalk | elastic beanstalk, beanstalk
Amazon Lightsail | lightsail
AWS AppSync | appsync
AWS Amplify | aws amplify | Amplify
Amazon Cognito | cognito
AWS Secrets Manager | secrets manager
AWS Systems Manager Parameter Store | parameter store, ssm parameter store
AWS Systems Manager | systems manager, ssm
AWS Config | aws config
AWS CloudTrail | cloudtrail
Amazon GuardDuty | guardduty
AWS WAF | waf, aws waf
AWS Shield | aws shield
AWS KMS | kms, key management service
AWS Certificate Manager | acm, certificate manager
AWS Direct Connect | direct connect
AWS Transit Gateway | transit gateway
NAT Gateway | nat gateway, nat gateways, aws nat gateway
Elastic Load Balancing | elb, elastic load balancer
Application Load Balancer | alb, application load balancer
Network Load Balancer | nlb, network load balancer
Amazon EC2 Auto Scaling | auto scaling group, asg
AWS CDK | cdk, cloud development kit
Amazon Bedrock | bedrock
Amazon SageMaker | sagemaker
Amazon MSK | msk, managed streaming for kafka
AWS Free Tier | aws free tier
Savings Plans | savings plan, savings plans
Reserved Instances | reserved instance, reserved instances
AWS Cost Explorer | cost explorer
AWS Budgets | aws budget, aws budgets

[gcp]
Cloud Run | google cloud run, cloud run
Cloud Functions | google cloud functions, cloud functions
Google Kubernetes Engine | gke
Compute Engine | google compute engine, gce
Cloud Storage | google cloud storage, gcs
BigQuery | bigquery
Cloud SQL | cloud sql
Firestore | firestore, cloud firestore
Pub/Sub | pubsub, google pub/sub, cloud pub/sub
Cloud Spanner | spanner
Bigtable | cloud bigtable, bigtable
App Engine | google app engine, app engine
Vertex AI | vertex ai
Cloud Build | cloud build
Artifact Registry | artifact registry

[azure]
Azure Functions | azure functions
Azure App Service | app service, azure app service
Azure Kubernetes Service | aks
Azure Container Apps | container apps
Azure Blob Storage | blob storage, azure blob
Azure Cosmos DB | cosmos db, cosmosdb, cosmos
Azure SQL Database | azure sql
Azure Service Bus | service bus
Azure Event Hubs | event hubs
Azure DevOps | azure devops
Azure OpenAI | azure openai
Azure Monitor | azure monitor
Microsoft Entra ID | entra id, azure ad, azure active directory
""",
)
